#include "foreignelement.h"

#include <algorithm>

namespace Studio {

bool operator==(const ForeignElement &a, const ForeignElement &b)
{
    return a.namespaceUri == b.namespaceUri && a.qualifiedName == b.qualifiedName
        && a.attributes == b.attributes && a.namespaceDeclarations == b.namespaceDeclarations
        && a.text == b.text && a.comment == b.comment
        && std::equal(a.children.cbegin(), a.children.cend(), b.children.cbegin(),
                      b.children.cend());
}

} // namespace Studio
