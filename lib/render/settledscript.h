#pragma once

namespace Studio::Render {

// Put into every page before its own scripts run (at document creation, in the page's own
// world, so that it sees the page's requests): it counts the requests under way that the page
// waits for — fetch(), XMLHttpRequest, and the scripts and style sheets put into the document,
// by the parser or by script — and when the last of them, or the last resource, ended.
// window.__sitemapStudioSettle() answers [requests under way, milliseconds since the last
// one began or ended, document.readyState]. An element counts as done once its load or error
// event came, or once the resource timeline holds its URL (a load event missed by a late
// observer).
inline constexpr char SettledScript[] = R"js(
(() => {
  if (window.__sitemapStudioSettle) return;
  let fetches = 0;
  let last = performance.now();
  const touch = () => { last = performance.now(); };
  const elements = new Set();
  try { performance.setResourceTimingBufferSize(100000); } catch (e) {}
  const watch = (node) => {
    if (!node || node.nodeType !== 1 || elements.has(node)) return;
    const tag = node.tagName;
    const waited = (tag === 'SCRIPT' && node.src)
      || (tag === 'LINK' && /(^|\s)(stylesheet|modulepreload)(\s|$)/i.test(node.rel || '') && node.href);
    if (!waited) return;
    elements.add(node);
    touch();
    const done = () => { elements.delete(node); touch(); };
    node.addEventListener('load', done, { once: true });
    node.addEventListener('error', done, { once: true });
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        watch(node);
        if (node.querySelectorAll)
          node.querySelectorAll('script[src],link[href]').forEach(watch);
      }
  }).observe(document, { childList: true, subtree: true });
  const originalFetch = window.fetch;
  if (originalFetch) {
    window.fetch = function (...args) {
      ++fetches; touch();
      let answer;
      try { answer = originalFetch.apply(this, args); } catch (e) { --fetches; throw e; }
      const end = () => { --fetches; touch(); };
      Promise.resolve(answer).then(end, end);
      return answer;
    };
  }
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) {
    ++fetches; touch();
    this.addEventListener('loadend', () => { --fetches; touch(); }, { once: true });
    return send.apply(this, args);
  };
  window.__sitemapStudioSettle = () => {
    let latest = last;
    for (const entry of performance.getEntriesByType('resource'))
      latest = Math.max(latest, entry.responseEnd || entry.startTime);
    for (const node of Array.from(elements)) {
      const url = node.src || node.href;
      if (url && performance.getEntriesByName(url).length > 0) elements.delete(node);
    }
    return [fetches + elements.size, Math.max(0, performance.now() - latest), document.readyState];
  };
})();
)js";

} // namespace Studio::Render
