// The npm `sitemap` package's reference for the export benchmark: the same URLs (read from
// gen_sitemap.py's JSON lines into memory first, untimed) written with SitemapAndIndexStream,
// 50,000 URLs per file, each gzipped, plus the index, as its documentation shows. Prints one
// line of JSON with the seconds from the first URL in to the last file closed.
//
//   node npm_sitemap_export.js NODE_MODULES INPUT.jsonl OUTDIR
'use strict';
const path = require('node:path');
const fs = require('node:fs');
const { createGzip } = require('node:zlib');
const { Readable } = require('node:stream');
const { pipeline, finished } = require('node:stream/promises');

const [modules, input, outDir] = process.argv.slice(2);
const { SitemapAndIndexStream, SitemapStream } = require(path.join(modules, 'sitemap'));

async function main() {
    const items = fs.readFileSync(input, 'utf8').split('\n').filter((l) => l).map((l) => JSON.parse(l));
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });
    const writers = [];
    const start = process.hrtime.bigint();
    const sms = new SitemapAndIndexStream({
        limit: 50000,
        getSitemapStream: (i) => {
            const sitemapStream = new SitemapStream({ hostname: 'https://www.example.com/' });
            const name = `sitemap-${i}.xml.gz`;
            const ws = sitemapStream.pipe(createGzip()).pipe(fs.createWriteStream(path.join(outDir, name)));
            writers.push(finished(ws));
            return [`https://www.example.com/${name}`, sitemapStream, ws];
        },
    });
    await pipeline(Readable.from(items), sms, fs.createWriteStream(path.join(outDir, 'sitemap-index.xml')));
    await Promise.all(writers);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    process.stdout.write(JSON.stringify({ urls: items.length, files: writers.length, seconds }) + '\n');
}

main().catch((e) => {
    process.stderr.write(String(e && e.stack || e) + '\n');
    process.exit(1);
});
