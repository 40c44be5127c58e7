#pragma once

#include <QString>

#include <sys/resource.h>

namespace Studio::Testing {

// Makes `folder` refuse new files and renames for as long as it lives. Permissions do not stop
// root (tests often run as root in containers), so for root the folder is made immutable
// (chattr +i) instead.
class ReadOnlyFolder
{
public:
    explicit ReadOnlyFolder(const QString &folder);
    ~ReadOnlyFolder();
    ReadOnlyFolder(const ReadOnlyFolder &) = delete;
    ReadOnlyFolder &operator=(const ReadOnlyFolder &) = delete;

    // False when this system gave no way to make the folder read-only for this process.
    bool works() const { return m_works; }

private:
    QString m_folder;
    bool m_immutable = false;
    bool m_works = false;
};

// Lets this process write files of at most `bytes` (RLIMIT_FSIZE) for as long as it lives: a
// write past it fails with EFBIG, as one fails on a full disk, without a small file system to
// fill. SIGXFSZ, which would end the process, is ignored meanwhile.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes);
    ~FileSizeLimit();
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

    bool works() const { return m_set; }

private:
    rlimit m_old {};
    void (*m_oldHandler)(int) = nullptr;
    bool m_set = false;
};

} // namespace Studio::Testing
