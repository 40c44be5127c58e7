// Attack and fault files through the entry points users hit: Loader::open on a file on disk,
// and `sitemap-studio-cli check` on the same file. Beyond tst_badinput's in-memory table: bombs
// of gigabytes, files of tens of megabytes, external entities that must never be fetched or
// read, zip bundles built to escape or exhaust, and a file rewritten while it is read.
//
// Every row runs in child processes, so that one row's peak cannot hide another's (VmHWM and
// ru_maxrss only ever grow) and so that a crash or a hang is a failed row, not a lost test run:
//  - `tst_attacks --attack-child PATH ...` opens PATH with Loader::open and prints what it got
//    as JSON, with the growth of its peak resident memory over its resident memory just before
//    the call (VmHWM after minus VmRSS before, both from /proc/self/status);
//  - the CLI's peak comes from wait4()'s rusage in `tst_attacks --measure`, a small process
//    that runs it (see spawnMeasured), less the peak of the CLI checking a tiny sitemap (its
//    start-up cost), measured once.
// The parent watches each child against the row's time budget and kills it when it runs over,
// or when its resident memory passes twice the row's memory budget (so that a broken cap never
// takes the machine down with it). Time budgets only prove that reading ends at all; memory
// budgets are real, scaled under AddressSanitizer for its shadow memory and quarantine.
//
// Linux only (CMake adds it there alone): /proc, inotify and wait4 are how the test sees what
// the children did.

#include "hostileinput.h"
#include "hostilesite.h"
#include "io/loader.h"
#include "io/writing/gzip.h"
#include "model/rule.h"
#include "procstatus.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QStringEncoder>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QEventLoop>
#include <QUrl>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <atomic>
#include <cstdio>
#include <functional>
#include <future>
#include <thread>

#include <fcntl.h>
#include <signal.h>
#include <sys/inotify.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool UnderAsan = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool UnderAsan = true;
#else
constexpr bool UnderAsan = false;
#endif
#else
constexpr bool UnderAsan = false;
#endif

// ASan's shadow memory (an eighth of what is touched), redzones and the quarantine of freed
// blocks (256 MB by default) come on top of what the engine itself holds; its Debug build runs
// several times slower.
constexpr qint64 memoryBudgetKb(int megabytes)
{
    return UnderAsan ? (qint64(megabytes) * 2 + 320) * 1024 : qint64(megabytes) * 1024;
}
// The row's seconds are what it needs on a quiet machine; the budget is four times that (six
// more under ASan), since a time budget only has to tell a hang from slow progress. A CI machine
// running two test programs at once beside a build has taken 13 to 30 s for rows that take 2 s
// alone.
constexpr int timeBudgetMs(int seconds)
{
    return (UnderAsan ? seconds * 24 : seconds * 4) * 1000;
}

constexpr char ChildFlag[] = "--attack-child";
const QByteArray SecretMarker = "SECRET-7f3a9c-NEVER-READ"_ba;
// The first line of /etc/passwd on every Linux system.
const QString PasswdNeedle = u"root:x:0:0"_s;

// What a row expects of the Loader. `rule` with all of `words` must be found in one finding's
// message each; the rest only when set.
struct Expect
{
    QLatin1StringView rule = {};
    QStringList words = {}; // each in the message of some finding with `rule`, case-insensitive
    std::optional<bool> failed = {}; // workspace.root().failed
    int entries = -1; // entries of workspace.root(); -1: not checked
    bool atLeast = false; // `entries` is a minimum
    qint64 line = 0; // the line of the first finding with `rule`
    QList<QLatin1StringView> absent = {}; // rule ids that must not appear
    // The CLI: the exit code (0 no errors, 1 errors, 2 unusable input; -1 the CLI is not run)
    // and a text in its output. The output must name `rule` too, unless the input was
    // unusable (stderr has no rule ids).
    int cliExit = 1;
    QString cliWords = {};
    int seconds = 20; // time budget of each child
    int megabytes = 200; // memory budget: growth of the Loader's peak, and of the CLI's
    int cliMegabytes = 0; // for the CLI when it differs (the checker holds more); 0: the same
    bool changesWhileRead = false; // the Loader child rewrites the file while it reads it
};

// Where a row writes its input, and what it may point at.
struct Context
{
    QDir dir; // a fresh folder for the row
    QString secretPath; // a file no row may ever read; watched with inotify
    quint16 port = 0; // a local server no row may ever connect to
};

using Maker = std::function<QString(const Context &)>;

struct Row
{
    Maker make;
    Expect expect;
};

} // namespace

Q_DECLARE_METATYPE(Row)

namespace {

// ---------------------------------------------------------------------------------------------
// Writing inputs

QString writeFile(const Context &c, const QString &name, const QByteArray &bytes)
{
    QFile file(c.dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return file.fileName();
}

// A file written piece by piece by `write`, which gets the open file; the pieces are never
// held together.
QString streamFile(const Context &c, const QString &name,
                   const std::function<bool(QIODevice &)> &write)
{
    QFile file(c.dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || !write(file))
        return {};
    return file.fileName();
}

// `count` times `byte`, written 1 MiB at a time.
bool writeRepeated(QIODevice &out, char byte, qint64 count)
{
    const QByteArray block(MiB, byte);
    for (qint64 left = count; left > 0; left -= MiB)
        if (out.write(block.constData(), qMin(left, MiB)) != qMin(left, MiB))
            return false;
    return true;
}

// `count` entries on `host`, numbered from 0, in blocks, as a urlset body without the root.
bool writeEntries(QIODevice &out, int count, const QByteArray &host)
{
    QByteArray block;
    for (int i = 0; i < count; ++i) {
        block
            += "  <url><loc>https://" + host + "/page/" + QByteArray::number(i) + "</loc></url>\n";
        if (block.size() > MiB || i + 1 == count) {
            if (out.write(block) != block.size())
                return false;
            block.clear();
        }
    }
    return true;
}

QByteArray billionLaughs(const QByteArray &reference)
{
    QByteArray doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n  <!ENTITY lol0 \"lol\">\n"_ba;
    for (int i = 1; i <= 10; ++i) {
        doc += "  <!ENTITY lol" + QByteArray::number(i) + " \"";
        for (int j = 0; j < 10; ++j)
            doc += "&lol" + QByteArray::number(i - 1) + ';';
        doc += "\">\n";
    }
    return doc + "]>\n<urlset " + SitemapNs + "><url><loc>https://example.com/" + reference
        + "</loc></url></urlset>\n";
}

// A zip entry written raw: `deflated` as it is, with whatever sizes and CRC the header should
// claim, so that one compressed block can be stored many times over without deflating again.
bool writeRawEntry(QuaZip &zip, const QString &name, const QByteArray &deflated, qint64 claimedSize,
                   quint32 crc)
{
    QuaZipNewInfo info(name);
    info.dateTime = QDateTime(QDate(2024, 1, 1), QTime(0, 0));
    info.uncompressedSize = ulong(claimedSize);
    QuaZipFile file(&zip);
    if (!file.open(QIODevice::WriteOnly, info, nullptr, crc, Z_DEFLATED, 9, true))
        return false;
    file.write(deflated);
    file.close();
    return file.getZipError() == ZIP_OK;
}

// Two versions of one sitemap of the same length, for the file that changes while it is read:
// hosts a.example.com and b.example.com. A read that mixes them sees both hosts.
constexpr int ChangingEntries = 300000;

QByteArray changingVersion(char host)
{
    QByteArray doc = Declaration + "<urlset " + SitemapNs + ">\n";
    QBuffer buffer(&doc);
    buffer.open(QIODevice::Append);
    writeEntries(buffer, ChangingEntries, QByteArray(1, host) + ".example.com");
    buffer.close();
    return doc + "</urlset>\n";
}

// ---------------------------------------------------------------------------------------------
// The child side

// Rewrites `path` over and over while `stop` is false: version B over A in place, then A over
// B, and every third round truncated to half and appended back, so that a reader sees the
// file's content, size and time stamps change under it.
void rewriteLoop(const QString &path, const QByteArray &a, const QByteArray &b,
                 const std::atomic<bool> &stop, std::atomic<int> &rounds)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY);
    if (fd < 0)
        return;
    for (int round = 0; !stop.load(); ++round) {
        const QByteArray &version = round % 2 ? a : b;
        if (round % 3 == 2) {
            (void)::ftruncate(fd, version.size() / 2);
        }
        for (qsizetype at = 0; at < version.size() && !stop.load(); at += MiB) {
            const qsizetype n = qMin<qsizetype>(MiB, version.size() - at);
            if (::pwrite(fd, version.constData() + at, size_t(n), off_t(at)) != n)
                break;
        }
        rounds.fetch_add(1);
    }
    ::close(fd);
}

// Opens argv[2] with Loader::open and prints the outcome as one JSON object. Options:
// --needle TEXT (reported when found in an entry's location or a finding's message, repeatable),
// --rewrite (the file is rewritten while it is read; it must be the A version of
// changingVersion()).
int runChild(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString path = args.value(2);
    QStringList needles;
    bool rewrite = false;
    for (qsizetype i = 3; i < args.size(); ++i) {
        if (args.at(i) == u"--needle" && i + 1 < args.size())
            needles.append(args.at(++i));
        else if (args.at(i) == u"--rewrite")
            rewrite = true;
    }

    QByteArray versionA, versionB;
    std::atomic<bool> stop { false };
    std::atomic<int> rounds { 0 };
    std::thread writer;
    if (rewrite) {
        versionA = changingVersion('a');
        versionB = changingVersion('b');
        writer = std::thread(rewriteLoop, path, std::cref(versionA), std::cref(versionB),
                             std::cref(stop), std::ref(rounds));
    }

    const qint64 rssBefore = procStatusKiB("VmRSS");
    QElapsedTimer timer;
    timer.start();
    const int roundsBefore = rounds.load();
    Workspace workspace = Loader::open(path);
    const int roundsDuring = rounds.load() - roundsBefore;
    const qint64 elapsed = timer.elapsed();
    const qint64 hwm = procStatusKiB("VmHWM");
    stop.store(true);
    if (writer.joinable())
        writer.join();

    QJsonObject out;
    out[u"elapsedMs"_s] = elapsed;
    out[u"growthKb"_s] = hwm - rssBefore;
    out[u"rewrites"_s] = roundsDuring;
    out[u"sitemaps"_s] = workspace.sitemaps.size();
    QJsonArray findings;
    QList<Finding> all = workspace.findings;
    for (const Sitemap &sitemap : std::as_const(workspace.sitemaps))
        all += sitemap.findings;
    QStringList leaked;
    for (const Finding &f : std::as_const(all)) {
        findings.append(QJsonObject { { u"rule"_s, QString(f.ruleId) },
                                      { u"severity"_s, int(f.severity) },
                                      { u"line"_s, f.line },
                                      { u"column"_s, f.column },
                                      { u"message"_s, f.message.left(600) } });
        for (const QString &needle : std::as_const(needles))
            if (f.message.contains(needle))
                leaked.append(needle);
    }
    out[u"findings"_s] = findings;
    QStringList hosts;
    for (const Sitemap &sitemap : std::as_const(workspace.sitemaps)) {
        for (const UrlEntry &entry : sitemap.entries) {
            const QString loc = entry.loc();
            for (const QString &needle : std::as_const(needles))
                if (loc.contains(needle))
                    leaked.append(needle);
            const QString host = QUrl(loc).host();
            if (hosts.size() < 10 && !hosts.contains(host))
                hosts.append(host);
        }
    }
    out[u"leaked"_s] = QJsonArray::fromStringList(leaked);
    out[u"hosts"_s] = QJsonArray::fromStringList(hosts);
    if (!workspace.isEmpty()) {
        out[u"failed"_s] = workspace.root().failed;
        out[u"entries"_s] = workspace.root().entries.size();
    }
    QFile stdOut;
    stdOut.open(stdout, QIODevice::WriteOnly);
    stdOut.write(QJsonDocument(out).toJson(QJsonDocument::Compact) + '\n');
    return 0;
}

// ---------------------------------------------------------------------------------------------
// The parent side

struct ChildRun
{
    bool started = false;
    bool timedOut = false;
    bool overMemory = false; // killed by the watchdog
    int exitCode = -1;
    int signal = 0; // the signal that ended it, 0 when it exited
    qint64 maxRssKb = 0; // from wait4
    qint64 elapsedMs = 0;
    QByteArray out;
    QByteArray err;

    QString why() const
    {
        if (!started)
            return u"could not be started"_s;
        if (timedOut)
            return u"did not end within its time budget (%1 ms)"_s.arg(elapsedMs);
        if (overMemory)
            return u"was killed for exceeding twice its memory budget"_s;
        if (signal)
            return u"was killed by signal %1"_s.arg(signal);
        return {};
    }
};

// The resident memory of `pid` and of its children (the CLI runs as a grandchild).
qint64 rssOfKb(pid_t pid)
{
    qint64 total = 0;
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmRSS:"))
                total += line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    QFile children(u"/proc/%1/task/%1/children"_s.arg(pid));
    if (children.open(QIODevice::ReadOnly))
        for (const QByteArray &child : children.readAll().simplified().split(' '))
            if (const pid_t id = pid_t(child.toInt()); id > 0)
                total += rssOfKb(id);
    return total;
}

// Runs `program` with `arguments`, its output in files under `dir`, and waits for it within
// `budgetMs`, killing it when it runs over or its resident memory passes `killAboveKb`.
// fork and exec rather than QProcess: wait4() gives the child's own peak memory, and the
// child is set to die with this process (a ctest timeout must not leave a bomb running).
ChildRun spawn(const QString &program, const QStringList &arguments, const QDir &dir, int budgetMs,
               qint64 killAboveKb)
{
    ChildRun run;
    QList<QByteArray> argStore { QFile::encodeName(program) };
    for (const QString &argument : arguments)
        argStore.append(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : argStore)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    const QByteArray outPath = QFile::encodeName(dir.filePath(u"child.out"_s));
    const QByteArray errPath = QFile::encodeName(dir.filePath(u"child.err"_s));
    const pid_t parent = ::getpid();

    QElapsedTimer timer;
    timer.start();
    const pid_t pid = ::fork();
    if (pid < 0)
        return run;
    if (pid == 0) {
        // Only async-signal-safe calls from here to exec.
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(126);
        const int out = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int err = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (out < 0 || err < 0 || ::dup2(out, 1) < 0 || ::dup2(err, 2) < 0)
            ::_exit(126);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    run.started = true;
    int status = 0;
    rusage usage {};
    while (true) {
        const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (done < 0)
            return run;
        const bool late = timer.elapsed() > budgetMs;
        const bool big = rssOfKb(pid) > killAboveKb;
        if (late || big) {
            run.timedOut = late;
            run.overMemory = big;
            ::kill(pid, SIGKILL);
            ::wait4(pid, &status, 0, &usage);
            break;
        }
        QThread::msleep(10);
    }
    run.elapsedMs = timer.elapsed();
    run.maxRssKb = usage.ru_maxrss;
    if (WIFEXITED(status))
        run.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        run.signal = WTERMSIG(status);
    QFile out(QFile::decodeName(outPath)), err(QFile::decodeName(errPath));
    if (out.open(QIODevice::ReadOnly))
        run.out = out.readAll();
    if (err.open(QIODevice::ReadOnly))
        run.err = err.readAll();
    out.remove();
    err.remove();
    return run;
}

// Runs `program` as a grandchild through `tst_attacks --measure`, for its peak memory: Linux
// starts the peak of an exec'd child at the size of the process that forked it, so the test
// process (which has built files of tens of megabytes) must not fork the CLI itself.
ChildRun spawnMeasured(const QString &program, const QStringList &arguments, const QDir &dir,
                       int budgetMs, qint64 killAboveKb)
{
    const QString peakFile = dir.filePath(u"child.peak"_s);
    ChildRun run = spawn(QCoreApplication::applicationFilePath(),
                         QStringList { u"--measure"_s, peakFile, program } + arguments, dir,
                         budgetMs, killAboveKb);
    QFile peak(peakFile);
    run.maxRssKb = peak.open(QIODevice::ReadOnly) ? peak.readAll().trimmed().toLongLong() : 0;
    peak.remove();
    return run;
}

QString findingsText(const QJsonArray &findings)
{
    QStringList lines;
    for (const QJsonValue &f : findings)
        lines.append(u"%1 %2:%3: %4"_s.arg(f[u"rule"_s].toString())
                         .arg(f[u"line"_s].toInteger())
                         .arg(f[u"column"_s].toInteger())
                         .arg(f[u"message"_s].toString()));
    return lines.join(u'\n');
}

// A HostileSite served on a thread of its own: the CLI under test runs while this process
// waits for it in spawn(), so the server cannot share the test's thread.
class ServedSite
{
public:
    ServedSite(HostileSite::Cases cases, quint16 otherPort)
    {
        std::promise<quint16> listening;
        m_thread.reset(QThread::create([this, cases, otherPort, &listening] {
            TestHttpServer server;
            m_server = &server;
            const bool listens = server.listen(); // first: the site's links carry its port
            HostileSite::install(server, cases, otherPort);
            listening.set_value(listens ? server.port() : 0);
            QEventLoop loop;
            loop.exec();
            m_server = nullptr;
        }));
        m_thread->start();
        m_port = listening.get_future().get();
    }
    ~ServedSite()
    {
        m_thread->quit();
        m_thread->wait();
    }

    quint16 port() const { return m_port; }
    QString url(const QString &path) const
    {
        return u"http://127.0.0.1:%1%2"_s.arg(m_port).arg(path);
    }
    // The paths asked so far (decoded, without the query), in order, from the server's thread.
    QStringList requestedPaths() const
    {
        QStringList paths;
        QMetaObject::invokeMethod(
            m_server,
            [&] {
                for (const TestRequest &request : m_server->requests())
                    paths.append(request.path);
            },
            Qt::BlockingQueuedConnection);
        return paths;
    }

private:
    std::unique_ptr<QThread> m_thread;
    TestHttpServer *m_server = nullptr; // lives on m_thread
    quint16 m_port = 0;
};

// A crawl row: the cases served, the CLI's extra options, the cuts it must report (kind and a
// word of the pattern or examples), verdicts of some pages, and paths asked at most so often.
struct CrawlExpect
{
    HostileSite::Cases cases;
    QStringList options = {};
    QList<std::pair<QString, QString>> cuts = {}; // kind, text in its pattern or examples
    QList<std::pair<QString, QString>> verdicts = {}; // path, indexability id
    QList<std::pair<QString, int>> atMost = {}; // path prefix, requests
    bool audit = false; // audit the site's sitemap too
    // Rule, path the message names, and the path its fix writes (empty: none expected).
    QList<std::tuple<QString, QString, QString>> findings = {};
    int seconds = 10;
};

} // namespace

Q_DECLARE_METATYPE(CrawlExpect)

class TestAttacks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void attack_data();
    void attack();
    void crawlAttack_data();
    void crawlAttack();

private:
    void add(const char *name, Maker make, const Expect &expect);
    // Events on the secret file since the last call: whether anything opened or read it.
    bool secretTouched();

    QTemporaryDir m_dir;
    QString m_secretPath;
    QTcpServer m_server; // no row may connect here
    int m_inotify = -1;
    qint64 m_cliBaselineKb = 0;
    int m_rowNumber = 0;
};

void TestAttacks::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo::exists(QStringLiteral(SITEMAP_STUDIO_CLI)));
    QVERIFY(m_server.listen(QHostAddress::LocalHost));

    // A DTD that would define the entities the rows reference, and a marker to look for.
    m_secretPath = QDir(m_dir.path()).filePath(u"secret.dtd"_s);
    QFile secret(m_secretPath);
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("<!ENTITY xxe \"" + SecretMarker + "\">\n<!ENTITY sec \"" + SecretMarker
                 + "\">\n<!-- " + SecretMarker + " -->\n");
    secret.close();
    m_inotify = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    QVERIFY(m_inotify >= 0);
    QVERIFY(inotify_add_watch(m_inotify, QFile::encodeName(m_secretPath).constData(),
                              IN_OPEN | IN_ACCESS)
            >= 0);

    // The CLI's own start-up and a trivial check, taken off every CLI row's peak.
    const QDir dir(m_dir.path());
    const QString tiny = dir.filePath(u"tiny.xml"_s);
    QFile file(tiny);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(urlset(urls(3)));
    file.close();
    const ChildRun baseline
        = spawnMeasured(QStringLiteral(SITEMAP_STUDIO_CLI), { u"check"_s, tiny }, dir,
                        timeBudgetMs(60), memoryBudgetKb(2000));
    QVERIFY2(baseline.why().isEmpty(), qPrintable(baseline.why()));
    m_cliBaselineKb = baseline.maxRssKb;
    QVERIFY(m_cliBaselineKb > 0);
}

bool TestAttacks::secretTouched()
{
    bool touched = false;
    alignas(inotify_event) char buffer[4096];
    while (::read(m_inotify, buffer, sizeof buffer) > 0)
        touched = true;
    return touched;
}

void TestAttacks::add(const char *name, Maker make, const Expect &expect)
{
    QTest::newRow(name) << Row { std::move(make), expect };
}

void TestAttacks::attack_data()
{
    QTest::addColumn<Row>("row");

    // --- Entity expansion: the DTD is blanked out before any parser sees it, whatever wraps it,
    // and the rest read with the references unexpanded ---
    add("billion laughs, gzip-compressed",
        [](const Context &c) {
            return writeFile(c, u"laughs.xml.gz"_s, gzipCompress(billionLaughs("&lol10;")));
        },
        { .rule = RuleId::UnsafeXml,
          .words = { u"internal DTD subset"_s },
          .failed = false,
          .entries = 1,
          .line = 2,
          .cliExit = 1,
          .cliWords = u"internal DTD subset"_s,
          .megabytes = 50 });
    add("quadratic blow-up in attribute values, UTF-16",
        [](const Context &c) {
            // One 200 kB entity referenced 50,000 times: 10 GB if it were expanded.
            QByteArray refs;
            for (int i = 0; i < 50000; ++i)
                refs += " a" + QByteArray::number(i) + "=\"&big;\"";
            const QByteArray doc = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n"
                                   "<!DOCTYPE urlset [<!ENTITY big \""
                + QByteArray(200000, 'a') + "\">]>\n<urlset " + SitemapNs + "><url" + refs
                + "><loc>https://example.com/&big;</loc></url></urlset>\n";
            QStringEncoder toUtf16(QStringEncoder::Utf16LE);
            const QByteArray utf16 = toUtf16(QString::fromUtf8(doc));
            return writeFile(c, u"quadratic.xml"_s, "\xFF\xFE" + utf16);
        },
        { .rule = RuleId::UnsafeXml,
          .words = { u"internal DTD subset"_s, u"more than 1000 attributes"_s },
          .failed = true,
          .line = 2,
          .cliExit = 2,
          .cliWords = u"internal DTD subset"_s,
          .megabytes = 80 });
    add("quadratic blow-up in a loc",
        [](const Context &c) {
            // One 200 kB entity referenced 50,000 times in a location: 10 GB if expanded.
            QByteArray refs;
            for (int i = 0; i < 50000; ++i)
                refs += "&big;";
            return writeFile(c, u"quadratic-loc.xml"_s,
                             "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [<!ENTITY big \""
                                 + QByteArray(200000, 'a') + "\">]>\n<urlset " + SitemapNs
                                 + ">\n" + urls(1) + "  <url><loc>https://example.com/" + refs
                                 + "</loc></url>\n" + urls(1, 2) + "</urlset>\n");
        },
        { .rule = RuleId::ParsingError,
          .words = { u"&big; is not defined"_s },
          .failed = false,
          .entries = 3,
          .line = 5,
          .cliExit = 1,
          .cliWords = u"&big; is not defined"_s,
          .megabytes = 80 });
    add("parameter entities nested in the internal subset",
        [](const Context &c) {
            QByteArray doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n"
                             "  <!ENTITY % p0 \"lol\">\n"_ba;
            for (int i = 1; i <= 10; ++i) {
                doc += "  <!ENTITY % p" + QByteArray::number(i) + " \"";
                for (int j = 0; j < 10; ++j)
                    doc += "%p" + QByteArray::number(i - 1) + ';';
                doc += "\">\n";
            }
            doc += "  <!ENTITY % def \"<!ENTITY all '%p10;'>\">\n  %def;\n]>\n<urlset " + SitemapNs
                + "><url><loc>https://example.com/&all;</loc></url></urlset>\n";
            return writeFile(c, u"parameter.xml"_s, doc);
        },
        { .rule = RuleId::UnsafeXml,
          .words = { u"internal DTD subset"_s },
          .failed = false,
          .entries = 1,
          .line = 2,
          .cliExit = 1,
          .cliWords = u"internal DTD subset"_s,
          .megabytes = 50 });

    // --- External entities and DTDs: never fetched, never read ---
    add("external DTD over http, &xxe; in a loc",
        [](const Context &c) {
            return writeFile(c, u"external-http.xml"_s,
                             "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset SYSTEM \"http://127.0.0.1:"
                                 + QByteArray::number(c.port) + "/evil.dtd\">\n<urlset " + SitemapNs
                                 + ">\n" + urls(1)
                                 + "  <url><loc>https://example.com/&xxe;</loc></url>\n"
                                 + urls(1, 3) + "</urlset>\n");
        },
        // Without the DTD &xxe; cannot be known: kept as written and reported.
        { .rule = RuleId::ParsingError,
          .words = { u"&xxe;"_s },
          .entries = 3,
          .line = 5,
          .cliWords = u"&xxe;"_s,
          .megabytes = 50 });
    add("external DTD naming a local file",
        [](const Context &c) {
            return writeFile(c, u"external-file.xml"_s,
                             "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset PUBLIC \"-//X//DTD//EN\" \""
                                 + QUrl::fromLocalFile(c.secretPath).toEncoded() + "\">\n<urlset "
                                 + SitemapNs
                                 + ">\n  <url><loc>https://example.com/&sec;</loc></url>\n"
                                 + urls(1, 2) + "</urlset>\n");
        },
        { .rule = RuleId::ParsingError,
          .words = { u"&sec;"_s },
          .entries = 2,
          .line = 4,
          .cliWords = u"&sec;"_s,
          .megabytes = 50 });
    add("external parameter entity over http",
        [](const Context &c) {
            return writeFile(c, u"external-parameter.xml"_s,
                             "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n"
                             "  <!ENTITY % ext SYSTEM \"http://127.0.0.1:"
                                 + QByteArray::number(c.port) + "/ext.dtd\">\n  %ext;\n]>\n<urlset "
                                 + SitemapNs + ">\n" + urls(2) + "</urlset>\n");
        },
        { .rule = RuleId::UnsafeXml,
          .words = { u"internal DTD subset"_s },
          .failed = false,
          .entries = 2,
          .line = 2,
          .cliExit = 1,
          .cliWords = u"internal DTD subset"_s,
          .megabytes = 50 });
    add("external entities: /etc/passwd and a local file",
        [](const Context &c) {
            return writeFile(
                c, u"external-entities.xml"_s,
                "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n"
                "  <!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n  <!ENTITY sec SYSTEM \""
                    + QUrl::fromLocalFile(c.secretPath).toEncoded() + "\">\n]>\n<urlset "
                    + SitemapNs + ">\n  <url><loc>https://example.com/&xxe;&sec;</loc></url>\n"
                    + "</urlset>\n");
        },
        { .rule = RuleId::UnsafeXml,
          .words = { u"internal DTD subset"_s },
          .failed = false,
          .entries = 1,
          .line = 2,
          .cliExit = 1,
          .cliWords = u"internal DTD subset"_s,
          .megabytes = 50 });

    // --- CVE-2023-38197 / CVE-2023-37369: DOCTYPEs where none may be, broken start tags ---
    add("three DOCTYPEs in the prolog",
        [](const Context &c) {
            return writeFile(c, u"doctypes.xml"_s,
                             Declaration + "<!DOCTYPE urlset>\n<!DOCTYPE urlset SYSTEM \"a.dtd\">\n"
                                 + "<!DOCTYPE urlset [<!ENTITY e \"x\">]>\n"
                                 + urlset(urls(2)).sliced(Declaration.size()));
        },
        { .rule = RuleId::UnsafeXml,
          .words = { u"second DOCTYPE"_s },
          .failed = false,
          .entries = 2,
          .line = 3,
          .cliExit = 1,
          .cliWords = u"second DOCTYPE"_s,
          .megabytes = 50 });
    add("DOCTYPE with a subset right after a prefixed root's start tag",
        [](const Context &c) {
            return writeFile(
                c, u"doctype-after-root.xml"_s,
                Declaration
                    + "<s:urlset xmlns:s=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                      "<!DOCTYPE s:a:b [<!ENTITY e \"&e;&e;\">]><s:url><s:loc>&e;</s:loc>"
                      "</s:url></s:urlset>\n");
        },
        { .rule = RuleId::UnsafeXml,
          .words = { u"inside the document"_s },
          .failed = false,
          .entries = 1,
          .line = 2,
          .cliExit = 1,
          .cliWords = u"inside the document"_s,
          .megabytes = 50 });
    add("DOCTYPE after the end of the root",
        [](const Context &c) {
            return writeFile(c, u"doctype-after-end.xml"_s,
                             urlset(urls(2)) + "<!DOCTYPE urlset [<!ENTITY e \"x\">]>\n");
        },
        { .rule = RuleId::UnsafeXml,
          .words = { u"inside the document"_s },
          .failed = false,
          .entries = 2,
          .line = 6,
          .cliExit = 1,
          .cliWords = u"inside the document"_s,
          .megabytes = 50 });
    add("malformed start tags with prefixes",
        [](const Context &c) {
            return writeFile(
                c, u"malformed-tags.xml"_s,
                urlset(urls(1)
                       + "  <url><loc:a:b:c:>https://example.com/x</loc:a:b:c:></url>\n"
                         "  <:a></:a><a:></a:><b:c:d e:f:g=\"1\" :=\"2\"/>\n"
                         "  <url><loc xmlns:=\"x\" a:=\"1\">https://example.com/y"
                         "</loc></url>\n"
                       + urls(1, 4)));
        },
        { .rule = RuleId::ParsingError,
          .entries = 1,
          .atLeast = true,
          .line = 4,
          .cliWords = u"[SM101]"_s,
          .megabytes = 50 });
    add("a start tag cut off inside a long prefix",
        [](const Context &c) {
            return writeFile(c, u"cut-prefix.xml"_s,
                             Declaration + "<urlset " + SitemapNs + ">\n" + urls(1) + "  <url><lo"
                                 + QByteArray(1000 * 2, ':').replace("::", "a:"));
        },
        { .rule = RuleId::ParsingError,
          .entries = 1,
          .line = 4,
          .cliWords = u"[SM101]"_s,
          .megabytes = 50 });

    // --- Nesting ---
    add("200,000 <item> deep in an RSS feed, never closed",
        [](const Context &c) {
            return streamFile(c, u"deep.rss"_s, [](QIODevice &out) {
                out.write(Declaration
                          + "<rss version=\"2.0\"><channel><title>x</title>"
                            "<item><link>https://example.com/a</link></item>\n");
                for (int i = 0; i < 200000; ++i)
                    out.write("<item>");
                return true;
            });
        },
        { .rule = RuleId::NestingTooDeep,
          .words = { u"more than 256"_s },
          .entries = 1,
          .line = 3,
          .cliWords = u"[SM703]"_s,
          .megabytes = 50 });
    add("200,000 <sitemap> deep in an index",
        [](const Context &c) {
            return streamFile(c, u"deep-index.xml"_s, [](QIODevice &out) {
                out.write(Declaration + "<sitemapindex " + SitemapNs + ">\n");
                for (int i = 0; i < 200000; ++i)
                    out.write("<sitemap>");
                for (int i = 0; i < 200000; ++i)
                    out.write("</sitemap>");
                out.write("</sitemapindex>\n");
                return true;
            });
        },
        { .rule = RuleId::NestingTooDeep,
          .words = { u"more than 256"_s },
          .entries = 0,
          .line = 3,
          .cliWords = u"[SM703]"_s,
          .megabytes = 50 });

    // --- Compression bombs ---
    add("2 GiB gzip bomb of zeros",
        [](const Context &c) {
            return streamFile(c, u"zeros.xml.gz"_s, [](QIODevice &out) {
                return writeGzipBomb(out, {}, 2048 * MiB, '\0', {});
            });
        },
        { .rule = RuleId::FileTooLarge,
          .words = { u"decompression bomb"_s },
          .failed = true,
          .absent = { RuleId::UnsupportedFormat },
          .cliExit = 2,
          .cliWords = u"decompression bomb"_s,
          .megabytes = 120 });
    add("2 GiB gzip bomb: <urlset>, then spaces",
        [](const Context &c) {
            return streamFile(c, u"spaces.xml.gz"_s, [](QIODevice &out) {
                return writeGzipBomb(out, Declaration + "<urlset " + SitemapNs + ">\n", 2048 * MiB,
                                     ' ', "</urlset>\n");
            });
        },
        { .rule = RuleId::FileTooLarge,
          .words = { u"decompression bomb"_s },
          .failed = true,
          .absent = { RuleId::IncompleteFile },
          .cliExit = 2,
          .cliWords = u"decompression bomb"_s,
          .megabytes = 120 });
    add("zip bomb: 20 entries of 60 MiB each",
        [](const Context &c) {
            // Each entry is under the per-document cap; together they are 1.2 GiB.
            const QByteArray head = Declaration + "<urlset " + SitemapNs + ">\n";
            quint32 crc = 0;
            const QByteArray deflated = deflateRawWithSpaces(head, 60 * MiB, "</urlset>\n", &crc);
            const qint64 size = head.size() + 60 * MiB + 10;
            return streamFile(c, u"bomb.zip"_s, [&](QIODevice &out) {
                QuaZip zip(&out);
                if (!zip.open(QuaZip::mdCreate))
                    return false;
                for (int i = 0; i < 20; ++i)
                    if (!writeRawEntry(zip, u"sitemap%1.xml"_s.arg(i), deflated, size, crc))
                        return false;
                zip.close();
                return zip.getZipError() == ZIP_OK;
            });
        },
        { .rule = RuleId::ArchiveEntrySkipped,
          .words = { u"decompression bomb"_s },
          .cliExit = 1,
          .cliWords = u"decompression bomb"_s,
          .megabytes = 300 });
    add("zip entry claiming 1 kB that inflates to 100 MiB",
        [](const Context &c) {
            quint32 crc = 0;
            const QByteArray deflated = deflateRawWithSpaces(
                Declaration + "<urlset " + SitemapNs + ">\n", 100 * MiB, "</urlset>\n", &crc);
            return streamFile(c, u"liar.zip"_s, [&](QIODevice &out) {
                QuaZip zip(&out);
                if (!zip.open(QuaZip::mdCreate)
                    || !writeRawEntry(zip, u"sitemap.xml"_s, deflated, 1000, crc))
                    return false;
                zip.close();
                return zip.getZipError() == ZIP_OK;
            });
        },
        { .rule = RuleId::CompressionError,
          .words = { u"sitemap.xml"_s },
          .cliExit = 1,
          .cliWords = u"[SM701]"_s,
          .megabytes = 50 });
    add("zip with 100,000 entries",
        [](const Context &c) {
            QList<ZipEntry> entries;
            entries.reserve(100000);
            for (int i = 0; i < 100000; ++i)
                entries.append({ .name = u"s%1.xml"_s.arg(i), .method = 0 });
            return streamFile(c, u"many.zip"_s,
                              [&](QIODevice &out) { return writeZip(&out, entries); });
        },
        { .rule = RuleId::FileTooLarge,
          .words = { u"100000 entries"_s, u"limit of 10000"_s },
          .failed = true,
          .cliExit = 2,
          .cliWords = u"100000 entries"_s,
          .megabytes = 50 });
    add("zip-slip names and symbolic links",
        [](const Context &c) {
            const QByteArray small = urlset(urls(2));
            // S_IFLNK | 0777 and S_IFDIR | 0755 in the Unix half of the external attributes.
            constexpr quint32 Link = 0120777u << 16;
            return writeFile(c, u"slip.zip"_s,
                             makeZip({ { .name = u"ok.xml"_s, .data = urlset(urls(3)) },
                                       { .name = u"../../attacks-escaped.xml"_s, .data = small },
                                       { .name = u"a/../../attacks-escaped2.xml"_s, .data = small },
                                       { .name = u"/tmp/attacks-absolute.xml"_s, .data = small },
                                       { .name = u"C:\\attacks-drive.xml"_s, .data = small },
                                       { .name = u"link.xml"_s,
                                         .data = "/etc/passwd"_ba,
                                         .externalAttributes = Link },
                                       { .name = u"up.xml"_s,
                                         .data = "../../../../../../etc/passwd"_ba,
                                         .externalAttributes = Link } }));
        },
        { .rule = RuleId::ArchiveEntrySkipped,
          .words
          = { u"\"../../attacks-escaped.xml\": its name is absolute or leads out"_s,
              u"\"a/../../attacks-escaped2.xml\": its name"_s,
              u"\"/tmp/attacks-absolute.xml\": its name is absolute"_s,
              u"\"C:\\attacks-drive.xml\": its name is absolute"_s,
              u"\"link.xml\": it is a symbolic link"_s, u"\"up.xml\": it is a symbolic link"_s },
          .failed = false,
          .entries = 3,
          // Skipped entries are warnings: the bundle's good sitemap is checked as usual.
          .cliExit = 0,
          .cliWords = u"symbolic link"_s,
          .megabytes = 50 });

    // --- Sizes ---
    add("a 60 MB text node",
        [](const Context &c) {
            return streamFile(c, u"text-node.xml"_s, [](QIODevice &out) {
                out.write(Declaration + "<urlset " + SitemapNs + ">\n" + urls(1)
                          + "  <url><loc>https://example.com/x</loc><lastmod>");
                return writeRepeated(out, '7', 60 * 1000 * 1000)
                    && out.write("</lastmod></url>\n" + urls(1, 3) + "</urlset>\n") > 0;
            });
        },
        // Reading stops at the limit: the entries before the value are all that is kept.
        { .rule = RuleId::ValueTooLong,
          .words = { u"longer than 1048576 characters"_s },
          .entries = 1,
          .line = 4,
          .cliWords = u"[SM706]"_s,
          // About 7 times the file: the text, its UTF-16 copy in QXmlStreamReader, and the
          // value it collects before it can be measured. Bounded by the 64 MiB cap per file.
          .megabytes = 450,
          .cliMegabytes = 500 });
    add("a 10 MB URL",
        [](const Context &c) {
            return streamFile(c, u"long-url.xml"_s, [](QIODevice &out) {
                out.write(Declaration + "<urlset " + SitemapNs + ">\n" + urls(1)
                          + "  <url><loc>https://example.com/");
                return writeRepeated(out, 'a', 10 * 1000 * 1000)
                    && out.write("</loc></url>\n" + urls(1, 3) + "</urlset>\n") > 0;
            });
        },
        { .rule = RuleId::ValueTooLong,
          .words = { u"longer than 1048576 characters"_s },
          .entries = 1,
          .line = 4,
          .cliWords = u"[SM706]"_s,
          .megabytes = 150 });
    {
        constexpr int Entries = 720000; // 40 MB
        add("invalid UTF-8 at the end of a 40 MB file",
            [](const Context &c) {
                return streamFile(c, u"bad-end.xml"_s, [](QIODevice &out) {
                    out.write(Declaration + "<urlset " + SitemapNs + ">\n");
                    return writeEntries(out, Entries, "example.com")
                        && out.write("  <url><loc>https://example.com/caf\xC3</loc></url>\n"
                                     "</urlset>\n")
                        > 0;
                });
            },
            { .rule = RuleId::InvalidUtf8,
              .words = { u"byte 0xc3"_s },
              .entries = Entries + 1,
              .line = 3 + Entries,
              .cliWords = u"[SM202]"_s,
              .seconds = 30,
              .megabytes = 350,
              .cliMegabytes = 350 });
    }

    // --- NUL bytes ---
    add("NUL bytes in tags and a 1 MB run of them",
        [](const Context &c) {
            static const char bad[] = "  <url\0><loc>https://example.com/a</loc></url>\n"
                                      "  <url><l\0oc>https://example.com/b</loc></url>\n";
            return writeFile(c, u"nul.xml"_s,
                             urlset(urls(1) + QByteArray(bad, sizeof bad - 1)
                                    + QByteArray(MiB, '\0') + '\n' + urls(1, 4)));
        },
        { .rule = RuleId::ParsingError,
          .entries = 1,
          .atLeast = true,
          .line = 4,
          .cliWords = u"[SM101]"_s,
          .megabytes = 50 });
    add("NUL bytes in a text list",
        [](const Context &c) {
            static const char list[] = "https://example.com/a\nhttps://example.com/b\0c\n"
                                       "\0\0\0\nhttps://example.com/d\n";
            return writeFile(c, u"nul.txt"_s, QByteArray(list, sizeof list - 1));
        },
        // Each line is an entry, NULs and all (a line of NULs is one too): reading keeps what
        // the file says, and the check points at each NUL.
        { .entries = 4,
          .cliWords = u"control character U+0000 at position 22"_s,
          .megabytes = 50 });

    // --- A file that changes while it is read ---
    add("the file is rewritten while it is read",
        [](const Context &c) { return writeFile(c, u"changing.xml"_s, changingVersion('a')); },
        { .cliExit = -1, .seconds = 30, .megabytes = 300, .changesWhileRead = true });
}

void TestAttacks::attack()
{
    QFETCH(Row, row);
    const Expect &expect = row.expect;

    const QDir dir(m_dir.filePath(u"row%1"_s.arg(++m_rowNumber)));
    QVERIFY(dir.mkpath(u"."_s));
    // Inputs of tens of megabytes: gone with the row, whatever its outcome.
    const auto cleanup = qScopeGuard([&dir] { QDir(dir).removeRecursively(); });
    const Context where { dir, m_secretPath, m_server.serverPort() };
    QElapsedTimer making;
    making.start();
    const QString path = row.make(where);
    QVERIFY2(!path.isEmpty(), "the input could not be written");
    const qint64 makingMs = making.elapsed();
    secretTouched(); // only what the children do counts

    // --- Loader::open in a child ---
    QStringList arguments { QString::fromLatin1(ChildFlag), path };
    for (const QString &needle : { QString::fromLatin1(SecretMarker), PasswdNeedle })
        arguments << u"--needle"_s << needle;
    if (expect.changesWhileRead)
        arguments << u"--rewrite"_s;
    const qint64 budgetKb = memoryBudgetKb(expect.megabytes);
    const ChildRun loader = spawn(QCoreApplication::applicationFilePath(), arguments, dir,
                                  timeBudgetMs(expect.seconds), 2 * budgetKb + 200 * 1024);
    QVERIFY2(loader.why().isEmpty(),
             qPrintable(u"The Loader child "_s + loader.why() + u'\n'
                        + QString::fromLocal8Bit(loader.err.right(4000))));
    QCOMPARE(loader.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(loader.out).object();
    QVERIFY2(!result.isEmpty(), loader.out.left(2000).constData());

    const QJsonArray findings = result[u"findings"_s].toArray();
    const QString all = findingsText(findings);
    auto context = [&all](const QString &what) {
        return (what + u"\nFindings:\n"_s + all).toLocal8Bit();
    };
    qInfo("%s",
          qPrintable(u"input %1 bytes (written in %2 ms); Loader %3 ms, peak +%4 MB, "
                     "%5 findings"_s.arg(QFileInfo(path).size())
                         .arg(makingMs)
                         .arg(result[u"elapsedMs"_s].toInteger())
                         .arg(result[u"growthKb"_s].toInteger() / 1024)
                         .arg(findings.size())));

    // Nothing from outside the input may be read, fetched or shown.
    QVERIFY2(result[u"leaked"_s].toArray().isEmpty(),
             context(u"leaked into the model: "_s
                     + result[u"leaked"_s].toArray().toVariantList().value(0).toString()));
    QVERIFY2(!secretTouched(), "the Loader opened or read a file the input only names");
    QVERIFY2(!m_server.waitForNewConnection(0), "the Loader connected to a server the input names");

    const qint64 growthKb = result[u"growthKb"_s].toInteger();
    QVERIFY2(growthKb <= budgetKb,
             context(u"the Loader's peak memory grew by %1 MB, more than the budget of %2 MB"_s
                         .arg(growthKb / 1024)
                         .arg(budgetKb / 1024)));

    if (expect.changesWhileRead) {
        // Either a clean read of one version (the writer may not have been scheduled during
        // the read), or a clear error; never a mix of the two versions passed off as a file.
        const QJsonArray hosts = result[u"hosts"_s].toArray();
        const bool changed = std::any_of(findings.begin(), findings.end(), [](const auto &f) {
            return f[u"rule"_s].toString() == RuleId::ReadError
                && f[u"message"_s].toString().contains(u"changed while it was read"_s);
        });
        const bool clean = findings.isEmpty() && !result[u"failed"_s].toBool()
            && result[u"entries"_s].toInteger() == ChangingEntries && hosts.size() == 1;
        qInfo("%s",
              qPrintable(u"%1 rewrites during the read; %2"_s.arg(result[u"rewrites"_s].toInteger())
                             .arg(changed ? u"reported as changed"_s : u"clean"_s)));
        QVERIFY2(changed || clean,
                 context(u"neither a clean read nor a clear error: %1 entries from %2"_s
                             .arg(result[u"entries"_s].toInteger())
                             .arg(hosts.toVariantList().value(0).toStringList().join(u", "_s)))
                     .constData());
        if (changed)
            QVERIFY2(result[u"failed"_s].toBool(), "a file that changed while read was kept");
        return;
    }

    if (!expect.rule.isEmpty()) {
        const auto withRule = [&](const QJsonValue &f) {
            return f[u"rule"_s].toString() == expect.rule;
        };
        const auto first = std::find_if(findings.begin(), findings.end(), withRule);
        QVERIFY2(first != findings.end(),
                 context(u"no finding "_s + QString(expect.rule)).constData());
        for (const QString &words : expect.words) {
            const bool mentioned
                = std::any_of(findings.begin(), findings.end(), [&](const auto &f) {
                      return withRule(f)
                          && f[u"message"_s].toString().contains(words, Qt::CaseInsensitive);
                  });
            QVERIFY2(
                mentioned,
                context(u"no %1 finding mentions \"%2\""_s.arg(expect.rule, words)).constData());
        }
        if (expect.line > 0)
            QCOMPARE((*first)[u"line"_s].toInteger(), expect.line);
    }
    for (const QLatin1StringView rule : expect.absent)
        QVERIFY2(std::none_of(findings.begin(), findings.end(),
                              [&](const auto &f) { return f[u"rule"_s].toString() == rule; }),
                 context(u"unexpected finding "_s + QString(rule)).constData());
    if (expect.failed)
        QCOMPARE(result[u"failed"_s].toBool(), *expect.failed);
    if (expect.entries >= 0) {
        const qint64 entries = result[u"entries"_s].toInteger();
        if (expect.atLeast)
            QVERIFY2(entries >= expect.entries,
                     context(u"%1 entries, expected at least %2"_s.arg(entries).arg(expect.entries))
                         .constData());
        else
            QCOMPARE(entries, qint64(expect.entries));
    }

    // --- The CLI on the same file ---
    if (expect.cliExit < 0)
        return;
    const qint64 cliBudgetKb
        = memoryBudgetKb(expect.cliMegabytes ? expect.cliMegabytes : expect.megabytes);
    const ChildRun cli = spawnMeasured(QStringLiteral(SITEMAP_STUDIO_CLI), { u"check"_s, path },
                                       dir, timeBudgetMs(expect.seconds),
                                       2 * cliBudgetKb + m_cliBaselineKb + 200 * 1024);
    const QString output = QString::fromUtf8(cli.out + cli.err);
    QVERIFY2(cli.why().isEmpty(),
             qPrintable(u"The CLI "_s + cli.why() + u'\n' + output.right(4000)));
    // Sanitizers report and exit with 1, which is also the exit code for findings.
    QVERIFY2(!output.contains(u"AddressSanitizer"_s) && !output.contains(u"runtime error:"_s),
             qPrintable(output.right(4000)));
    qInfo("%s",
          qPrintable(u"CLI %1 ms, peak +%2 MB, exit %3"_s.arg(cli.elapsedMs)
                         .arg((cli.maxRssKb - m_cliBaselineKb) / 1024)
                         .arg(cli.exitCode)));
    QVERIFY2(cli.exitCode == expect.cliExit,
             qPrintable(u"exit code %1, expected %2\n"_s.arg(cli.exitCode).arg(expect.cliExit)
                        + output.left(4000)));
    if (!expect.cliWords.isEmpty())
        QVERIFY2(output.contains(expect.cliWords, Qt::CaseInsensitive),
                 qPrintable(u"the CLI's output lacks \""_s + expect.cliWords + u"\"\n"_s
                            + output.left(4000)));
    // Findings of a readable input are listed with their rule ids; an unusable input is
    // reported on stderr by message alone.
    if (cli.exitCode != 2 && !expect.rule.isEmpty())
        QVERIFY2(output.contains(u'[' + QString(expect.rule) + u']'),
                 qPrintable(output.left(4000)));
    QVERIFY2(!output.contains(QString::fromLatin1(SecretMarker)) && !output.contains(PasswdNeedle),
             "the CLI printed what the input only names");
    QVERIFY2(!secretTouched(), "the CLI opened or read a file the input only names");
    QVERIFY2(!m_server.waitForNewConnection(0), "the CLI connected to a server the input names");
    QVERIFY2(cli.maxRssKb - m_cliBaselineKb <= cliBudgetKb,
             qPrintable(u"the CLI's peak memory grew by %1 MB, more than the budget of %2 MB"_s
                            .arg((cli.maxRssKb - m_cliBaselineKb) / 1024)
                            .arg(cliBudgetKb / 1024)));

    // Nothing was extracted or written beside the input.
    const QStringList left = dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    QCOMPARE(left, QStringList { QFileInfo(path).fileName() });
}

// ---------------------------------------------------------------------------------------------
// The crawler against a hostile site: `crawl` (and `audit`) of the real CLI end by themselves
// within the row's time, exit 0 or 1 with every cut named, stay within 200 MiB of peak
// memory, ask nothing robots.txt disallows, and write every good page and no page that
// answered other than 200 HTML.

void TestAttacks::crawlAttack_data()
{
    QTest::addColumn<CrawlExpect>("row");
    using H = HostileSite;
    QTest::newRow("gzip bomb (1 GiB of small elements)")
        << CrawlExpect { .cases = H::GzipBomb,
                         .cuts = { { u"partly-read"_s, u"/bomb"_s } },
                         .verdicts = { { u"/bomb"_s, u"indexable"_s } },
                         .audit = true };
    QTest::newRow("robots.txt of 10 MB, its Disallow on line 2")
        << CrawlExpect { .cases = H::BigRobotsTxt,
                         .verdicts = { { u"/private/x"_s, u"blocked"_s } },
                         .atMost = { { u"/robots.txt"_s, 1 } } };
    QTest::newRow("endless calendar")
        << CrawlExpect { .cases = H::Calendar,
                         .options = { u"--max-query-variants"_s, u"30"_s },
                         .cuts = { { u"query-variants"_s, u"/calendar?…"_s } },
                         .atMost = { { u"/calendar"_s, 30 } } };
    QTest::newRow("a session id in every link")
        << CrawlExpect { .cases = H::SessionIds,
                         .options = { u"--max-query-variants"_s, u"25"_s },
                         .cuts = { { u"query-variants"_s, u"/shop/item?…"_s },
                                   { u"query-variants"_s, u"/shop/cart?…"_s } },
                         .atMost = { { u"/shop/item"_s, 25 }, { u"/shop/cart"_s, 25 } } };
    QTest::newRow("repeated path segments")
        << CrawlExpect { .cases = H::RepeatedSegments,
                         .cuts = { { u"repeated-segments"_s, u"/loop/a/b/a/b/a/b/a/…"_s } },
                         .atMost = { { u"/loop/"_s, 4 } } };
    QTest::newRow("100,000 links to 404s on one page")
        << CrawlExpect { .cases = H::ManyLinks,
                         .options = { u"--max-links-per-page"_s, u"100"_s },
                         .cuts = { { u"links-per-page"_s, u"/many-links"_s } },
                         .atMost = { { u"/dead/"_s, 100 } } };
    QTest::newRow("a page that drips a byte at a time")
        << CrawlExpect { .cases = H::Drip,
                         .options = { u"--page-time"_s, u"3"_s },
                         .cuts = { { u"slow-page"_s, u"/drip"_s } },
                         .verdicts = { { u"/drip"_s, u"error"_s } } };
    QTest::newRow("instant meta refresh")
        << CrawlExpect { .cases = H::MetaRefresh,
                         .verdicts = { { u"/refresh"_s, u"redirect"_s },
                                       { u"/refresh-target"_s, u"indexable"_s } },
                         .audit = true,
                         .findings = { { QString(RuleId::UrlRedirects), u"/refresh"_s, u"/refresh-target"_s } } };
    QTest::newRow("junk links")
        << CrawlExpect { .cases = H::JunkLinks,
                         .cuts = { { u"long-url"_s, u"/long/"_s } },
                         .atMost = { { u"/long/"_s, 0 } } };
    // Every case at once, with the default page limit (and the audit), and with 3,000 pages as
    // the limit: then the big pages (eight of 12 MiB, the endless body and the bomb cut at
    // 15 MB, the page of 100,000 links) come together, and the crawl's memory budget
    // (CrawlOptions::memoryBudget) keeps them from being held at once, whatever the limit.
    struct Limit
    {
        const char *name;
        QStringList options;
        bool audit;
    };
    for (const Limit &limit :
         { Limit { "every case at once", {}, true },
           Limit { "every case at once, 3,000 pages", { u"--max-pages"_s, u"3000"_s }, false } }) {
        CrawlExpect row {
            .cases = H::All,
            .options = QStringList { u"--page-time"_s, u"3"_s, u"--max-query-variants"_s, u"30"_s,
                                     u"--max-links-per-page"_s, u"100"_s }
                + limit.options,
            .cuts = { { u"partly-read"_s, u"/bomb"_s },
                      { u"query-variants"_s, u"/calendar?…"_s },
                      { u"query-variants"_s, u"/shop/item?…"_s },
                      { u"repeated-segments"_s, u"/loop/"_s },
                      { u"links-per-page"_s, u"/many-links"_s },
                      { u"slow-page"_s, u"/drip"_s },
                      { u"long-url"_s, u"/long/"_s } },
            .verdicts = { { u"/private/x"_s, u"blocked"_s }, { u"/refresh"_s, u"redirect"_s } },
            .atMost = { { u"/dead/"_s, 100 }, { u"/calendar"_s, 30 } },
            .seconds = 15,
        };
        if (limit.audit) {
            row.audit = true;
            row.findings
                = { { QString(RuleId::UrlRedirects), u"/refresh"_s, u"/refresh-target"_s } };
        }
        QTest::newRow(limit.name) << row;
    }
}

void TestAttacks::crawlAttack()
{
    QFETCH(CrawlExpect, row);
    const QDir dir(m_dir.filePath(u"row%1"_s.arg(++m_rowNumber)));
    QVERIFY(dir.mkpath(u"."_s));
    const auto cleanup = qScopeGuard([&dir] { QDir(dir).removeRecursively(); });
    // Nothing may go through a proxy: the site is on 127.0.0.1.
    for (const char *name : { "http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY",
                              "all_proxy", "ALL_PROXY" })
        qunsetenv(name);
    const ServedSite site(row.cases, m_server.serverPort());
    QVERIFY(site.port() != 0);
    const qint64 budgetKb = memoryBudgetKb(200);
    auto runCli = [&](const QStringList &arguments) {
        return spawnMeasured(QStringLiteral(SITEMAP_STUDIO_CLI), arguments, dir,
                             timeBudgetMs(row.seconds), 2 * budgetKb + 200 * 1024);
    };
    auto peak = [](const ChildRun &run) {
        return u"%1 ms, peak %2 MiB, exit %3"_s.arg(run.elapsedMs)
            .arg(run.maxRssKb / 1024)
            .arg(run.exitCode);
    };

    // --- crawl ---
    const QString written = dir.filePath(u"sitemap.xml"_s);
    const ChildRun crawl = runCli(QStringList { u"crawl"_s, site.url(u"/"_s), u"--out"_s,
                                                written, u"--json"_s }
                                  + row.options);
    QVERIFY2(crawl.why().isEmpty(), qPrintable(u"crawl "_s + crawl.why() + u'\n'
                                               + QString::fromUtf8(crawl.err.right(3000))));
    qInfo("%s", qPrintable(u"crawl: "_s + peak(crawl)));
    QVERIFY2(crawl.exitCode == 0 || crawl.exitCode == 1,
             qPrintable(peak(crawl) + u'\n' + QString::fromUtf8(crawl.err.right(3000))));
    QVERIFY2(crawl.maxRssKb <= budgetKb,
             qPrintable(u"crawl peak %1 MiB, over %2"_s.arg(crawl.maxRssKb / 1024)
                            .arg(budgetKb / 1024)));
    const QJsonObject report = QJsonDocument::fromJson(crawl.out).object();
    QVERIFY2(!report.isEmpty(), crawl.out.left(2000).constData());

    // Every cut named, with its pattern.
    const QJsonArray cuts = report[u"summary"_s][u"cuts"_s].toArray();
    for (const auto &[kind, text] : std::as_const(row.cuts)) {
        bool found = false;
        for (const QJsonValue &cut : cuts)
            found = found
                || (cut[u"kind"_s].toString() == kind
                    && (cut[u"pattern"_s].toString().contains(text)
                        || cut[u"message"_s].toString().contains(text))
                    && cut[u"count"_s].toInteger() > 0 && !cut[u"message"_s].toString().isEmpty());
        QVERIFY2(found, qPrintable(u"no %1 cut naming %2 in %3"_s.arg(kind, text,
                                                                       QString::fromUtf8(QJsonDocument(cuts).toJson()))));
    }

    // The verdicts of the pages that matter.
    QHash<QString, QJsonObject> pages;
    for (const QJsonValue &page : report[u"pages"_s].toArray())
        pages.insert(QUrl(page[u"url"_s].toString()).path(), page.toObject());
    for (const auto &[path, verdict] : std::as_const(row.verdicts)) {
        QVERIFY2(pages.contains(path), qPrintable(path + u" was not met"_s));
        QCOMPARE(pages.value(path)[u"indexability"_s].toString(), verdict);
    }
    for (const QString &path : HostileSite::goodPaths(row.cases))
        QVERIFY2(pages.value(path)[u"indexability"_s].toString() == u"indexable",
                 qPrintable(path + u" is no indexable page of the crawl"_s));

    // What the server was asked: nothing robots.txt disallows, traps within their limits.
    const QStringList asked = site.requestedPaths();
    for (const QString &path : asked)
        QVERIFY2(!HostileSite::isDisallowed(path), qPrintable(u"asked "_s + path));
    for (const auto &[prefix, most] : std::as_const(row.atMost)) {
        const auto n = std::count_if(asked.cbegin(), asked.cend(),
                                     [&](const QString &p) { return p.startsWith(prefix); });
        QVERIFY2(n <= most, qPrintable(u"%1 requests for %2…, at most %3 expected"_s.arg(n)
                                           .arg(prefix)
                                           .arg(most)));
    }

    // The sitemap written: every good page, none that answered other than 200 HTML.
    QFile file(written);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray xml = file.readAll();
    for (const QString &path : HostileSite::goodPaths(row.cases))
        QVERIFY2(xml.contains("<loc>" + site.url(path).toUtf8() + "</loc>"),
                 qPrintable(path + u" is missing from the sitemap"_s));
    for (const QString &path : HostileSite::badPaths(row.cases))
        QVERIFY2(!xml.contains("<loc>" + site.url(path).toUtf8() + "</loc>"),
                 qPrintable(path + u" is in the sitemap"_s));

    // --- audit of the site's sitemap against a crawl of it ---
    if (!row.audit)
        return;
    const ChildRun audit
        = runCli(QStringList { u"audit"_s, site.url(u"/sitemap.xml"_s), u"--format"_s, u"json"_s }
                 + row.options);
    QVERIFY2(audit.why().isEmpty(), qPrintable(u"audit "_s + audit.why()));
    qInfo("%s", qPrintable(u"audit: "_s + peak(audit)));
    QVERIFY2(audit.exitCode == 0 || audit.exitCode == 1,
             qPrintable(peak(audit) + u'\n' + QString::fromUtf8(audit.err.right(3000))));
    QVERIFY(audit.maxRssKb <= budgetKb);
    const QJsonObject audited = QJsonDocument::fromJson(audit.out).object();
    QCOMPARE(audited[u"crawl"_s][u"cuts"_s].toArray().size() >= qsizetype(row.cuts.size() > 0),
             true);
    const QByteArray findings = QJsonDocument(audited[u"findings"_s].toArray()).toJson();
    for (const auto &[rule, path, fix] : std::as_const(row.findings)) {
        bool found = false;
        for (const QJsonValue &f : audited[u"findings"_s].toArray())
            found = found
                || (f[u"rule"_s].toString() == rule
                    && f[u"message"_s].toString().contains(site.url(path) + u' ')
                    && (fix.isEmpty() || f[u"suggestion"_s].toString() == site.url(fix)));
        QVERIFY2(found, qPrintable(u"no %1 for %2 in %3"_s.arg(rule, path,
                                                                QString::fromUtf8(findings))));
    }
    for (const QString &path : site.requestedPaths())
        QVERIFY2(!HostileSite::isDisallowed(path), qPrintable(u"audit asked "_s + path));
}

// `tst_attacks --measure PEAKFILE PROGRAM ARGS...`: runs PROGRAM, writes its peak resident
// memory in kB (from wait4) to PEAKFILE and exits as it did. No Qt here: this process must stay
// small, its size at fork() counts in PROGRAM's peak.
int runMeasured(char **argv)
{
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL); // killed with this process by the watchdog
        ::execv(argv[3], argv + 3);
        ::_exit(127);
    }
    int status = 0;
    rusage usage {};
    if (pid < 0 || ::wait4(pid, &status, 0, &usage) != pid)
        return 126;
    if (FILE *peak = std::fopen(argv[2], "w")) {
        std::fprintf(peak, "%ld\n", usage.ru_maxrss);
        std::fclose(peak);
    }
    if (WIFSIGNALED(status)) {
        ::signal(WTERMSIG(status), SIG_DFL);
        ::raise(WTERMSIG(status));
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 126;
}

int main(int argc, char **argv)
{
    if (argc > 3 && qstrcmp(argv[1], "--measure") == 0)
        return runMeasured(argv);
    if (argc > 2 && qstrcmp(argv[1], ChildFlag) == 0)
        return runChild(argc, argv);
    QCoreApplication app(argc, argv);
    TestAttacks test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_attacks.moc"
