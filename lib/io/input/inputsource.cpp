#include "inputsource.h"

#include "util/allocator.h"
#include "util/reusedbuffer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>
#include <QtEndian>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipfileinfo.h>

#include <isa-l/igzip_lib.h>

#include <limits>
#include <memory>

#if defined(Q_OS_UNIX)
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#endif

namespace Studio {

namespace {

// A gzip member's header (10 bytes) and trailer (CRC-32 and ISIZE, 8 bytes).
constexpr qint64 MinGzipSize = 18;

bool isGzip(QByteArrayView bytes)
{
    return bytes.size() >= 2 && quint8(bytes[0]) == 0x1f && quint8(bytes[1]) == 0x8b;
}

bool isZip(QByteArrayView bytes)
{
    return bytes.startsWith("PK\x03\x04") || bytes.startsWith("PK\x05\x06");
}

QString sizeText(qint64 bytes)
{
    return QLocale::c().toString(bytes);
}

// What changes when a file is written to: its size and its modification and status-change
// times, to the nanosecond where the system keeps them.
struct FileVersion
{
    qint64 size = -1;
    qint64 modified = 0;
    qint64 changed = 0;

    friend bool operator==(const FileVersion &, const FileVersion &) = default;
};

#if defined(Q_OS_UNIX)
// Files this large are read in two halves at once (InputSource::fromFile).
constexpr qint64 ParallelReadBytes = 8 << 20;
static_assert(sizeof(off_t) >= 8, "pread needs 64-bit offsets for large files");

// Reads up to `size` bytes into `data`, as many reads as it takes: the count read, short only
// at the end of the file; -1 on an error.
qint64 readFully(QFile &file, char *data, qint64 size)
{
    qint64 done = 0;
    while (done < size) {
        const qint64 n = file.read(data + done, size - done);
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        done += n;
    }
    return done;
}
#endif

FileVersion versionOf(QFile &file)
{
    FileVersion version;
#if defined(Q_OS_UNIX)
    struct stat info = {};
    if (::fstat(file.handle(), &info) != 0 || !S_ISREG(info.st_mode))
        return version; // pipes and devices have no versions to compare
    version.size = qint64(info.st_size);
#if defined(Q_OS_DARWIN)
    version.modified = qint64(info.st_mtimespec.tv_sec) * 1000000000 + info.st_mtimespec.tv_nsec;
    version.changed = qint64(info.st_ctimespec.tv_sec) * 1000000000 + info.st_ctimespec.tv_nsec;
#else
    version.modified = qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
    version.changed = qint64(info.st_ctim.tv_sec) * 1000000000 + info.st_ctim.tv_nsec;
#endif
#else
    const QFileInfo info(file);
    version.size = info.size();
    version.modified = info.lastModified().toMSecsSinceEpoch();
    version.changed = info.metadataChangeTime().toMSecsSinceEpoch();
#endif
    return version;
}

// A zip entry name that would leave the bundle if it were ever extracted.
bool isUnsafeEntryName(const QString &name)
{
    if (name.startsWith(u'/') || name.startsWith(u'\\') || (name.size() > 1 && name[1] == u':'))
        return true;
    const QStringList parts = QString(name).replace(u'\\', u'/').split(u'/');
    return parts.contains(QStringLiteral(".."));
}

} // namespace

InputSource InputSource::fromFile(const QString &path, const ReadLimits &limits)
{
    InputSource source;
    source.m_location = path;
    QFile file(path);
    const QFileInfo info(path);
    if (info.isDir()) {
        source.m_findings.append(Finding::make(
            RuleId::ReadError, tr("%1 is a folder, not a file").arg(path)));
        return source;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        source.m_findings.append(Finding::make(
            RuleId::ReadError, tr("Cannot open %1: %2").arg(path, file.errorString())));
        return source;
    }
    // A stored file larger than the cap for whole bundles cannot be read within the limits
    // whatever it holds, unless it is plain text, which is read whole (see capLocalFiles).
    // Reading goes by the bytes actually delivered, not by the size the file system reported,
    // so a file that grows while it is read stays within the cap.
    const QByteArray magic = file.peek(4);
    const bool plain = !isGzip(magic) && !isZip(magic);
    const qint64 cap = plain && !limits.capLocalFiles
        ? std::numeric_limits<qint64>::max()
        : qMax(limits.maxBytes, limits.maxTotalBytes);
    if (file.size() > cap) {
        source.m_findings.append(Finding::make(
            RuleId::FileTooLarge,
            tr("%1 has %2 bytes, more than the reading limit of %3 bytes")
                .arg(path, sizeText(file.size()), sizeText(cap))));
        return source;
    }
    // A file written while it is read (a generator still running, a sync) would give bytes of
    // two versions, which may well parse: compare the file before and after reading.
    const FileVersion before = versionOf(file);
    // Read straight into the array, not through a buffer of its own: one copy of the file. A
    // gzipped or zipped file goes into the thread's array of the last one (ReusedBuffer) and
    // back once inflated: the files of an index are read one after the other, and fresh pages
    // for each would cost more than reading it.
    QByteArray bytes;
    if (plain) {
        bytes.reserve(qMax<qint64>(file.size(), 0) + 1);
        // Written end to end by the reads: huge pages where it has a mapping of its own, one
        // trap each instead of 512 (a 33 MB file took 8,000 of the 27,000 traps of stats).
        adviseHugePages(bytes.data(), bytes.capacity());
    } else
        bytes = ReusedBuffer::take(qMax<qint64>(file.size(), 0) + 1);
#if defined(Q_OS_UNIX)
    // A large file's second half is read on another core meanwhile, from the same open file
    // (pread leaves the offset alone): the copy out of the page cache and the first touch of
    // the new array's pages take about 1 ms a megabyte on one. What either half misses (the
    // file cut short meanwhile) shows as a size other than the one found before, reported
    // below; growth is read on in the loop.
    if (limits.parallel && plain && before.size >= ParallelReadBytes && before.size <= cap) {
        const qint64 half = before.size / 2;
        bytes.resize(before.size);
        char *data = bytes.data();
        const int fd = file.handle();
        // The count read, or minus the error's number.
        QFuture<qint64> second = QtConcurrent::run([fd, data, half, size = before.size] {
            qint64 done = 0;
            while (done < size - half) {
                const ssize_t n = ::pread(fd, data + half + done, size_t(size - half - done),
                                          off_t(half + done));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n < 0)
                    return -qint64(qMax(errno, 1));
                if (n == 0)
                    break;
                done += n;
            }
            return done;
        });
        const qint64 first = readFully(file, data, half);
        const qint64 rest = second.result();
        if (first < 0 || rest < 0 || !file.seek(first < half ? first : half + rest)) {
            const QString why = rest < 0 ? qt_error_string(int(-rest)) : file.errorString();
            source.m_findings.append(
                Finding::make(RuleId::ReadError, tr("Cannot read %1: %2").arg(path, why)));
            return source;
        }
        bytes.resize(first < half ? first : half + rest);
    }
#endif
    while (true) {
        if (bytes.size() == bytes.capacity()) // the file grew while it was read
            bytes.reserve(bytes.capacity() + (1 << 20));
        const qsizetype had = bytes.size();
        bytes.resize(bytes.capacity());
        const qint64 n = file.read(bytes.data() + had, bytes.size() - had);
        bytes.resize(had + qMax<qint64>(n, 0));
        if (n < 0) {
            source.m_findings.append(Finding::make(
                RuleId::ReadError, tr("Cannot read %1: %2").arg(path, file.errorString())));
            return source;
        }
        if (n == 0)
            break;
        if (bytes.size() > cap) {
            source.m_findings.append(Finding::make(
                RuleId::FileTooLarge,
                tr("%1 grew beyond the reading limit of %2 bytes while it was read")
                    .arg(path, sizeText(cap))));
            return source;
        }
    }
    const FileVersion after = versionOf(file);
    if (before.size >= 0 && (after != before || bytes.size() != before.size)) {
        source.m_findings.append(Finding::make(
            RuleId::ReadError,
            tr("%1 changed while it was read (%2 bytes before, %3 after); it is not read from "
               "a mix of two versions. Open it again once it is no longer being written")
                .arg(path, sizeText(before.size), sizeText(after.size))));
        return source;
    }
    ReadLimits read = limits;
    if (plain && !limits.capLocalFiles)
        read.maxBytes = std::max(read.maxBytes, qint64(bytes.size()));
    source.load(bytes, read);
    if (!plain)
        ReusedBuffer::giveBack(std::move(bytes)); // kept only when no document shares it
    return source;
}

InputSource InputSource::fromBytes(const QByteArray &bytes, const QString &location,
                                   const ReadLimits &limits)
{
    InputSource source;
    source.m_location = location;
    source.load(bytes, limits);
    return source;
}

void InputSource::load(const QByteArray &bytes, const ReadLimits &limits)
{
    m_storedBytes = bytes.size();
    m_readable = true;
    if (isGzip(bytes)) {
        m_compression = Compression::Gzip;
        GunzipResult result = gunzip(bytes, limits.maxBytes);
        InputDocument document;
        document.data = std::move(result.data);
        document.storedBytes = bytes.size();
        document.compression = Compression::Gzip;
        document.findings = std::move(result.findings);
        document.incomplete = result.incomplete;
        document.decompressionBomb = result.bomb;
        document.cutByLimit = result.cutByLimit;
        m_documents.append(std::move(document));
        return;
    }
    if (isZip(bytes)) {
        m_compression = Compression::Zip;
        readZip(bytes, limits);
        return;
    }
    InputDocument document;
    document.storedBytes = bytes.size();
    if (bytes.size() > limits.maxBytes) {
        document.findings.append(Finding::make(
            RuleId::FileTooLarge, tr("The file has %1 bytes, more than the reading limit of %2 "
                                     "bytes; only the first %2 bytes were read")
                                      .arg(sizeText(bytes.size()), sizeText(limits.maxBytes))));
        document.data = bytes.left(limits.maxBytes);
        document.incomplete = true;
        document.cutByLimit = true;
    } else {
        document.data = bytes;
    }
    m_documents.append(std::move(document));
}

// Where inflating puts its bytes: `space()` gives the room for the bytes from `produced` on
// (all of the output so far kept, or only a piece), and `full()` is told when that room is used
// up; false from it stops inflating, the output wanted.
template<typename Output>
InputSource::GunzipResult InputSource::gunzipInto(QByteArrayView input, qint64 maxOutput,
                                                  Output &output)
{
    // Intel's ISA-L inflates about five times faster than zlib on one core; its streaming
    // interface keeps the running output cap, and with ISAL_GZIP it checks each member's
    // header, CRC-32 and length as zlib does.
    GunzipResult result;
    auto state = std::make_unique<inflate_state>();
    isal_inflate_init(state.get());
    state->crc_flag = ISAL_GZIP;
    auto fail = [&](const QString &message) {
        result.findings.append(Finding::make(RuleId::CompressionError, message));
        result.incomplete = true;
    };

    state->next_in = reinterpret_cast<uint8_t *>(const_cast<char *>(input.data()));
    qint64 remaining = input.size(); // beyond what avail_in holds now
    auto refill = [&] {
        const qint64 chunk = qMin<qint64>(remaining, 1 << 30);
        state->avail_in += uint32_t(chunk);
        remaining -= chunk;
    };
    refill();
    auto unread = [&] {
        return remaining + qint64(state->avail_in);
    };
    qint64 produced = 0;

    // Past the cap: the output is cut there, as a bomb when it came from too few bytes.
    auto cutAtCap = [&] {
        const qint64 consumed = input.size() - unread();
        result.bomb
            = produced > ReadLimits::MaxCompressionRatio * qMax<qint64>(consumed, 1);
        result.findings.append(Finding::make(
            RuleId::FileTooLarge,
            result.bomb
                ? tr("The gzip data expands to more than the reading limit of %1 bytes "
                     "from only %2 compressed bytes; a file that expands this far is not "
                     "a sitemap (decompression bomb)")
                      .arg(sizeText(maxOutput), sizeText(consumed))
                : tr("The gzip data expands to more than the reading limit of %1 bytes; "
                     "only the first %1 bytes were read")
                      .arg(sizeText(maxOutput))));
        result.incomplete = true;
        result.cutByLimit = !result.bomb;
        produced = maxOutput;
    };
    bool stopped = false;
    while (true) {
        if (output.roomAfter(produced) == 0 && !output.full(produced)) {
            stopped = true;
            break;
        }
        if (state->avail_in == 0 && remaining > 0)
            refill();
        state->next_out = reinterpret_cast<uint8_t *>(output.at(produced));
        state->avail_out = uint32_t(qMin<qint64>(output.roomAfter(produced), 1 << 30));
        const uint32_t availOut = state->avail_out;
        const int status = isal_inflate(state.get());
        produced += availOut - state->avail_out;
        // Both outputs end their room one byte past the cap: a byte there, even the stream's
        // last, means the data is larger than the cap.
        if (produced > maxOutput) {
            cutAtCap();
            break;
        }

        if (status == ISAL_DECOMP_OK && state->block_state == ISAL_BLOCK_FINISH) {
            ++result.members;
            // Concatenated members (gzip -c a b > ab) form one stream; zero padding after
            // the last member is common and harmless; anything else is reported.
            if (unread() == 0)
                break;
            if (remaining > 0)
                refill();
            const QByteArrayView rest(reinterpret_cast<const char *>(state->next_in),
                                      qint64(state->avail_in) + remaining);
            if (isGzip(rest)) {
                uint8_t *next = state->next_in;
                const uint32_t avail = state->avail_in;
                isal_inflate_reset(state.get());
                state->crc_flag = ISAL_GZIP;
                state->next_in = next;
                state->avail_in = avail;
                continue;
            }
            if (rest.count('\0') != rest.size())
                fail(tr("%1 bytes of data that is not gzip follow the compressed stream; they "
                        "were ignored")
                         .arg(rest.size()));
            break;
        }
        if (status == ISAL_INCORRECT_CHECKSUM) {
            fail(tr("The gzip data is corrupt: its CRC-32 or length check does not match (after "
                    "%1 decompressed bytes)")
                     .arg(sizeText(produced)));
            break;
        }
        if (status == ISAL_INVALID_WRAPPER || status == ISAL_UNSUPPORTED_METHOD) {
            fail(result.members == 0
                     ? tr("The data is not valid gzip: its header is damaged or names another "
                          "compression method")
                     : tr("The gzip data is corrupt at compressed byte %1: a member's header is "
                          "damaged")
                           .arg(sizeText(input.size() - unread())));
            break;
        }
        if (status < 0) {
            if (result.members == 0 && produced == 0)
                fail(tr("The data is not valid gzip: the compressed data is damaged from its "
                        "start"));
            else
                fail(tr("The gzip data is corrupt at compressed byte %1: an invalid deflate "
                        "block")
                         .arg(sizeText(input.size() - unread())));
            break;
        }
        if (state->avail_in == 0 && remaining == 0 && state->avail_out > 0) {
            // All input consumed, output space left, stream not finished: cut off.
            fail(tr("The gzip data is truncated: it ends before the end of the compressed "
                    "stream (%1 bytes decompressed)")
                     .arg(sizeText(produced)));
            break;
        }
    }
    if (!stopped)
        output.finish(produced);
    return result;
}

namespace {

// The whole output in one array, grown as needed.
class WholeOutput
{
public:
    // The array starts at the size the gzip trailer gives (ISIZE: the last member's length
    // modulo 4 GiB, so the whole length of the usual one-member file) when that is plausible
    // for the compressed size, else at four times the input. Of the right size, it is
    // allocated once and never copied; grown by doubling, a 10 MB document took 16.
    WholeOutput(QByteArray &out, QByteArrayView input, qint64 maxOutput)
        : m_out(out)
        , m_max(maxOutput)
    {
        qint64 initial = qMax<qint64>(input.size() * 4, 1 << 16);
        if (input.size() >= MinGzipSize) {
            const qint64 isize = qFromLittleEndian<quint32>(input.data() + input.size() - 4);
            if (isize > 0 && isize <= ReadLimits::MaxCompressionRatio * input.size())
                initial = qMax<qint64>(isize + 1, 1 << 12);
        }
        // The thread's array of the last file, when it has room: no new pages to fault in.
        const qint64 size = qMin<qint64>(initial, maxOutput + 1);
        m_out = ReusedBuffer::take(size);
        grow(size);
    }
    qint64 roomAfter(qint64 produced) const { return m_out.size() - produced; }
    char *at(qint64 produced) { return m_out.data() + produced; }
    bool full(qint64)
    {
        grow(qMin<qint64>(m_out.size() * 2, m_max + 1));
        return true;
    }
    void finish(qint64 produced) { m_out.truncate(produced); }

private:
    // reserve() first: resize() alone rounds the block up to a power of two (16 MiB for 10 MB).
    void grow(qint64 size)
    {
        m_out.reserve(size);
        m_out.resize(size);
    }
    QByteArray &m_out;
    qint64 m_max;
};

// A piece at a time, handed on when it is full and at the end. The room ends one byte past
// `maxOutput`, as the whole output's array does, so that the cap is noticed there.
class PieceOutput
{
public:
    PieceOutput(qsizetype pieceSize, qint64 maxOutput,
                const std::function<bool(QByteArrayView)> &consume)
        : m_consume(consume)
        , m_max(maxOutput)
    {
        m_piece.resize(qMax<qsizetype>(pieceSize, 1 << 12));
    }
    qint64 roomAfter(qint64 produced) const
    {
        return qMin<qint64>(m_piece.size() - (produced - m_base), m_max + 1 - produced);
    }
    char *at(qint64 produced) { return m_piece.data() + (produced - m_base); }
    bool full(qint64 produced)
    {
        const bool more = m_consume(QByteArrayView(m_piece).first(produced - m_base));
        m_base = produced;
        return more;
    }
    void finish(qint64 produced)
    {
        if (produced > m_base)
            m_consume(QByteArrayView(m_piece).first(produced - m_base));
    }

private:
    const std::function<bool(QByteArrayView)> &m_consume;
    qint64 m_max;
    QByteArray m_piece;
    qint64 m_base = 0; // the bytes handed on before the piece
};

} // namespace

InputSource::GunzipResult InputSource::gunzip(QByteArrayView input, qint64 maxOutput)
{
    GunzipResult result;
    WholeOutput output(result.data, input, maxOutput);
    GunzipResult inflated = gunzipInto(input, maxOutput, output);
    inflated.data = std::move(result.data);
    return inflated;
}

InputSource::GunzipResult InputSource::gunzip(QByteArrayView input, qint64 maxOutput,
                                              qsizetype pieceSize,
                                              const std::function<bool(QByteArrayView)> &consume)
{
    PieceOutput output(pieceSize, maxOutput, consume);
    return gunzipInto(input, maxOutput, output);
}

void InputSource::readZip(const QByteArray &bytes, const ReadLimits &limits)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdUnzip)) {
        m_readable = false;
        m_findings.append(Finding::make(
            RuleId::CompressionError,
            tr("The zip bundle cannot be opened (error %1): its central directory is missing "
               "or damaged")
                .arg(zip.getZipError())));
        return;
    }
    const int count = zip.getEntriesCount();
    if (count > limits.maxArchiveEntries) {
        m_readable = false;
        m_findings.append(Finding::make(
            //: The count is over a limit of at least two: two or more.
            RuleId::FileTooLarge, tr("The zip bundle has %1 entries, more than the limit of %2")
                                      .arg(count)
                                      .arg(limits.maxArchiveEntries)));
        return;
    }
    // A bundle may hold up to maxTotalBytes, but not at a ratio no set of sitemaps reaches: a
    // bundle of 100 kB whose entries each stay under the per-document cap but together expand
    // to a gigabyte is a decompression bomb, and reading it would hold the gigabyte.
    const qint64 totalCap
        = qMin(limits.maxTotalBytes,
               qMax(limits.maxBytes, ReadLimits::MaxCompressionRatio * qint64(bytes.size())));
    qint64 total = 0;
    auto skip = [this](const QString &name, const QString &why) {
        m_findings.append(Finding::make(RuleId::ArchiveEntrySkipped,
                                        tr("Skipped zip entry \"%1\": %2").arg(name, why)));
    };
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFileInfo64 info;
        if (!zip.getCurrentFileInfo(&info)) {
            m_findings.append(Finding::make(RuleId::CompressionError,
                                            tr("A zip entry's header cannot be read")));
            continue;
        }
        if (info.name.endsWith(u'/'))
            continue; // a folder
        if (isUnsafeEntryName(info.name)) {
            skip(info.name, tr("its name is absolute or leads out of the bundle"));
            continue;
        }
        if (info.isSymbolicLink()) {
            skip(info.name, tr("it is a symbolic link"));
            continue;
        }
        if (info.isEncrypted()) {
            skip(info.name, tr("it is encrypted"));
            continue;
        }
        if (info.uncompressedSize > quint64(limits.maxBytes)) {
            m_cutByLimit = true;
            skip(info.name, tr("it declares %1 bytes, more than the reading limit of %2")
                                .arg(sizeText(qint64(info.uncompressedSize)),
                                     sizeText(limits.maxBytes)));
            continue;
        }
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) {
            skip(info.name, tr("it cannot be decompressed (error %1)").arg(file.getZipError()));
            continue;
        }
        InputDocument document;
        document.name = info.name;
        document.storedBytes = qint64(info.compressedSize);
        document.compression = Compression::Zip;
        // Count what arrives; the declared size may lie.
        char chunk[1 << 16];
        bool tooLarge = false;
        bool bundleTooLarge = false;
        while (true) {
            const qint64 n = file.read(chunk, sizeof chunk);
            if (n <= 0) {
                if (n < 0 || file.getZipError() != UNZ_OK) {
                    document.findings.append(Finding::make(
                        RuleId::CompressionError,
                        tr("The zip entry \"%1\" is corrupt (error %2)")
                            .arg(info.name)
                            .arg(file.getZipError())));
                    document.incomplete = true;
                }
                break;
            }
            if (document.data.size() + n > limits.maxBytes) {
                tooLarge = true;
                break;
            }
            if (total + document.data.size() + n > totalCap) {
                bundleTooLarge = true;
                break;
            }
            document.data.append(chunk, n);
        }
        file.close();
        if (bundleTooLarge) {
            m_cutByLimit = true;
            skip(info.name,
                 totalCap < limits.maxTotalBytes
                     ? tr("the bundle's entries expand to more than %1 bytes in all, more than "
                          "%2 times the bundle's size (decompression bomb); it and the entries "
                          "after it were not read")
                           .arg(sizeText(totalCap))
                           .arg(ReadLimits::MaxCompressionRatio)
                     : tr("the bundle's entries expand to more than the reading limit of %1 "
                          "bytes in all; it and the entries after it were not read")
                           .arg(sizeText(totalCap)));
            break;
        }
        if (tooLarge) {
            m_cutByLimit = true;
            skip(info.name, tr("it expands beyond the reading limit of %1 bytes")
                                .arg(sizeText(limits.maxBytes)));
            continue;
        }
        if (!document.incomplete && file.getZipError() != UNZ_OK) {
            document.findings.append(Finding::make(
                RuleId::CompressionError,
                tr("The zip entry \"%1\" is corrupt: its CRC-32 check does not match")
                    .arg(info.name)));
            document.incomplete = true;
        }
        total += document.data.size();
        m_documents.append(std::move(document));
    }
    if (zip.getZipError() != UNZ_OK && zip.getZipError() != UNZ_END_OF_LIST_OF_FILE)
        m_findings.append(Finding::make(
            RuleId::CompressionError,
            tr("The zip bundle is damaged (error %1); some entries may be missing")
                .arg(zip.getZipError())));
}

} // namespace Studio
