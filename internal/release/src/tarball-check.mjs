// What a published tarball says to a reader who has only the tarball: its README (npm's page), its type
// declarations (the editor's hover, Storybook's props tables) and its source maps' sourcesContent (the
// browser's debugger). None of it may send the reader somewhere they cannot go: a section sign of an
// internal document, an issue number of a tracker, a `src/` path that is not in the tarball, or a
// relative link out of the package. Used by the tarball test (`pnpm pack` here) and by the release
// rehearsal (the tarballs the local registry serves).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const TEXT = /\.(?:md|json|js|mjs|cjs|ts|mts|cts|css|map|txt)$|(?:^|\/)(?:LICENSE|README|CHANGELOG)[^/]*$/i;

/** Rules: each names what it finds. `src/` is not checked inside an absolute URL (the repository's). */
const RULES = [
  { name: 'section sign', pattern: /§/g },
  { name: 'issue number', pattern: /\bissues?\s*#?\d+/gi },
  { name: 'src/ path', pattern: /(?<![\w/.:-])(?:\.{1,2}\/)*src\/[\w@./-]*/g, outsideUrls: true },
];
const URL = /\b[a-z][a-z+.-]*:\/\/[^\s)'"`<>]+/gi;
// A relative path in prose or code: ./x, ../x. Resolved against the file it appears in.
const RELATIVE = /(?<![\w/.:@-])\.{1,2}\/[\w@.\-/]*[\w@-]/g;
const BUNDLER_MARKER = /^\/\* src\/[\w@./-]+\.css \*\/$/gm;
const MARKDOWN_LINK = /\]\(\s*([^)\s]+)[^)]*\)/g;

/**
 * @param {string} text @param {string} origin where relative paths in it start (a path inside the package)
 * @param {string} label for the findings
 * @param {{ packageRoot: string; shipped: Set<string>; markdown?: boolean }} where
 */
export function findIn(text, origin, label, { packageRoot, shipped, markdown = false }) {
  const findings = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const add = (rule, match, index) =>
    findings.push(`${label}:${lineOf(index)}: ${rule}: ${JSON.stringify(match.slice(0, 80))}`);
  const withoutUrls = text.replace(URL, (url) => ' '.repeat(url.length));
  for (const { name, pattern, outsideUrls } of RULES) {
    for (const match of (outsideUrls ? withoutUrls : text).matchAll(pattern))
      add(name, match[0], match.index);
  }
  for (const match of withoutUrls.matchAll(RELATIVE)) {
    const target = path.resolve(path.dirname(origin), match[0]);
    if (path.relative(packageRoot, target).startsWith('..'))
      add('relative path out of the package', match[0], match.index);
  }
  if (markdown) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const href = match[1];
      if (/^[a-z][a-z+.-]*:/i.test(href) || href.startsWith('#')) continue;
      const target = path.relative(packageRoot, path.resolve(path.dirname(origin), href.split('#')[0]));
      if (target.startsWith('..') || !shipped.has(target))
        add('relative link to nothing in the tarball', href, match.index);
    }
  }
  return findings;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(path.join(dir, file)).isFile());
}

/**
 * Every finding in an extracted package folder (the tarball's `package/`).
 * @param {string} packageRoot
 * @returns {string[]}
 */
export function checkPackageFolder(packageRoot) {
  const files = filesUnder(packageRoot);
  const shipped = new Set(files);
  const findings = [];
  for (const file of files.filter((name) => TEXT.test(name))) {
    const full = path.join(packageRoot, file);
    const text = readFileSync(full, 'utf8');
    const where = { packageRoot, shipped };
    if (file === 'package.json') {
      // Its `scripts` and `devDependencies` are the repository's own (run there, never by a consumer).
      const { scripts: _scripts, devDependencies: _devDependencies, ...manifest } = JSON.parse(text);
      findings.push(...findIn(JSON.stringify(manifest, null, 2), full, file, where));
    } else if (file.endsWith('.map')) {
      // `sources` are the map's keys to the embedded text, not a reference for a reader; the embedded
      // text is what a debugger shows, read relative to where that source sat.
      const map = JSON.parse(text);
      (map.sourcesContent ?? []).forEach((content, i) => {
        if (typeof content !== 'string') return;
        const origin = path.resolve(path.dirname(full), map.sources?.[i] ?? path.basename(file));
        findings.push(...findIn(content, origin, `${file} → ${map.sources?.[i]}`, where));
      });
    } else if (file.endsWith('.css')) {
      // esbuild marks where each bundled stylesheet starts with a comment holding only its source path
      // (`/* src/chip/chip.css */`): the bundler's marker, not a reference; anything else is checked.
      const unmarked = text.replace(BUNDLER_MARKER, (marker) => ' '.repeat(marker.length));
      findings.push(...findIn(unmarked, full, file, where));
    } else {
      findings.push(...findIn(text, full, file, { ...where, markdown: file.endsWith('.md') }));
    }
  }
  return findings;
}

/**
 * Extracts a .tgz into `into` and returns the package folder (npm tarballs hold `package/`).
 * @param {string} tarball @param {string} into
 */
export function extractTarball(tarball, into) {
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', into]);
  return path.join(into, 'package');
}

/**
 * `pnpm pack` of one package folder into `destination`; returns the tarball's path.
 * @param {string} packageDir @param {string} destination
 */
export function packPackage(packageDir, destination) {
  const before = new Set(readdirSync(destination));
  execFileSync('pnpm', ['pack', '--pack-destination', destination], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const made = readdirSync(destination).filter((file) => file.endsWith('.tgz') && !before.has(file));
  if (made.length !== 1) throw new Error(`pnpm pack in ${packageDir} made ${made.length} tarballs`);
  return path.join(destination, made[0]);
}
