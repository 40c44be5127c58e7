#include "entrycheck.h"

#include "model/namespaces.h"

using namespace Qt::StringLiterals;

namespace Studio {

namespace EntryRules {

void checkImages(const EntryCheck &c, QStringList &deprecated)
{
    const UrlEntry &entry = c.entry;
    QList<Finding> &out = c.out;
    const QList<Image> &images = entry.images();
    if (images.size() > Limits::MaxImages)
        out.append(c.make(RuleId::TooManyImages,
                          //: The count is over a limit of at least two: two or more.
                          Checker::tr("The URL has %1 images; at most %2 are allowed")
                              .arg(images.size())
                              .arg(Limits::MaxImages),
                          FindingField::Image));
    for (qint32 i = 0; i < images.size(); ++i) {
        const Image &image = images.at(i);
        if (!image.has(ImageField::Loc)) {
            out.append(c.make(RuleId::MissingTag,
                              Checker::tr("Image %1 has no <image:loc>").arg(i + 1),
                              FindingField::Image, i));
        } else {
            const Utf8Url utf8(image.loc());
            const QByteArrayView url = utf8.view();
            checkUrl(
                c, url, Url::split(url), FindingField::Image, i,
                [i] { return Checker::tr("Image %1 <image:loc>").arg(i + 1); }, false);
        }
        for (const ImageField field : { ImageField::Caption, ImageField::Title,
                                        ImageField::GeoLocation, ImageField::License }) {
            if (!image.has(field))
                continue;
            const QString name = u"image:"_s + imageFieldName(field);
            if (!deprecated.contains(name))
                deprecated.append(name);
            checkText(c, image.value(field), FindingField::Image, i,
                      Checker::tr("Image %1 <%2>").arg(i + 1).arg(name));
        }
    }
}

} // namespace EntryRules

} // namespace Studio
