// Measures what each component costs a consumer: the published dist/index.js is bundled once per entry
// with only that entry imported (tree-shaken, minified, React external), then gzipped. CSS is measured
// per component file; the whole stylesheet is listed too. `--write` puts the table into README.md;
// `--check` fails when the whole kit outgrows its budget.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist', 'index.js');

/** Table row → the named exports it imports and the component's own CSS file. */
const entries = [
  ['Alert', ['Alert'], 'alert/alert.css'],
  ['AttachmentLink', ['AttachmentLink'], 'attachment-link/attachment-link.css'],
  ['Badge', ['Badge'], 'badge/badge.css'],
  ['ItemList', ['ItemList', 'ItemListRow'], 'item-list/item-list.css'],
  ['Button', ['Button'], 'button/button.css'],
  ['Card', ['Card'], 'card/card.css'],
  ['Checkbox', ['Checkbox'], 'checkbox/checkbox.css'],
  ['Chip', ['Chip'], 'chip/chip.css'],
  ['ChoiceGroup', ['ChoiceGroup'], 'choice-group/choice-group.css'],
  ['ConfirmDialog', ['ConfirmDialog'], 'confirm-dialog/confirm-dialog.css'],
  ['DeviceList', ['DeviceList'], 'device-list/device-list.css'],
  ['Drawer', ['Drawer'], 'drawer/drawer.css'],
  ['EmptyState', ['EmptyState'], 'empty-state/empty-state.css'],
  ['FileUpload', ['FileUpload'], 'file-upload/file-upload.css'],
  ['Form, FormActions', ['Form', 'FormActions'], 'form/form.css'],
  ['Input', ['Input'], 'input/input.css'],
  ['Link', ['Link'], 'link/link.css'],
  ['Message', ['Message'], 'message/message.css'],
  ['MessageThread', ['MessageThread'], 'message-thread/message-thread.css'],
  ['PhoneInput', ['PhoneInput'], 'input/input.css'],
  ['ProgressBar', ['ProgressBar'], 'progress-bar/progress-bar.css'],
  ['Ripple', ['Ripple'], 'ripple/ripple.css'],
  ['SafeHtml, sanitizeMessageHtml', ['SafeHtml', 'sanitizeMessageHtml'], null],
  ['Skeleton', ['Skeleton'], 'skeleton/skeleton.css'],
  ['Spinner', ['Spinner'], 'spinner/spinner.css'],
  ['Tabs', ['Tabs'], 'tabs/tabs.css'],
  [
    'Toasts (store, viewport, global hook)',
    ['createToastStore', 'ToastViewport', 'installGlobalToasts'],
    'toast/toast.css',
  ],
  ['formatDate, formatDateTime', ['formatDate', 'formatDateTime'], null],
  ['KitLocaleProvider, useKitLocale', ['KitLocaleProvider', 'useKitLocale'], null],
];

/** The language entries, each with the uploader's texts it carries: loaded only by its readers. */
const LOCALES = ['es', 'fr', 'ar'];
// Budget per language entry, gzip: just above what each weighs (2026-11-24: 1.6–1.9 kB; 1.9–2.4 kB once the
// passkey list's texts joined them).
const LOCALE_BUDGET = 2.75 * 1024;

// Budgets for the whole kit, gzip: just above what it weighs (2026-11-22: JS 49.65 kB, 12 kB of it DOMPurify in
// SafeHtml; CSS 4.71 kB), so growth is a decision. A page pays only for the components it imports: the
// table's rows, not this total (one module per source file).
// CSS 5.25 kB (was 5): the DeviceList and the kit's own modal backdrop (CSP) merged together weigh
// 5.03 kB (2026-11-24).
// JS 53 kB (was 52): the PasskeyList and the WebAuthn helpers (@simplewebauthn/browser itself loads on
// demand) weigh 52.48 kB with CSS 5.09 kB (2026-11-24).
// JS 55 kB: the locale provider and texts merged with the passkey list weigh 54.28 kB (2026-11-24).
// JS 55.5 kB: 55.00 kB with the passkey list's word for an address where passkeys cannot work
// (passkeysAllowedAt, unavailableText) and the server's reason in the file upload (2026-11-27).
const BUDGET = { js: 55.5 * 1024, css: 5.25 * 1024 };

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

async function bundle(names, from = dist) {
  const source =
    names === '*'
      ? `export * from ${JSON.stringify(from)};`
      : `export { ${names.join(', ')} } from ${JSON.stringify(from)};`;
  const entryId = '\0size-entry';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [
      {
        name: 'size-entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('size-entry') ? entryId : null),
        load: (id) => (id === entryId ? source : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      lib: { entry: 'size-entry', formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
  const code = outputs
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
  return { min: Buffer.byteLength(code), gzip: gzip(code) };
}

const rows = [];
for (const [label, names, css] of entries) {
  const js = await bundle(names);
  const cssGzip = css ? gzip(readFileSync(path.join(root, 'src', css))) : 0;
  rows.push(`| ${label} | ${kB(js.min)} | ${kB(js.gzip)} | ${css ? kB(cssGzip) : '–'} |`);
}
const locales = [];
for (const language of LOCALES) {
  const js = await bundle('*', path.join(root, 'dist', 'locales', `${language}.js`));
  locales.push({ language, ...js });
  rows.push(
    `| \`@concierge/ui/locales/${language}\` (with the uploader's texts) | ${kB(js.min)} | ${kB(js.gzip)} | – |`,
  );
}
const whole = await bundle('*');
const stylesheet = gzip(readFileSync(path.join(root, 'dist', 'styles.css')));
rows.push(
  `| **Whole kit** (\`export *\`, \`styles.css\`) | ${kB(whole.min)} | ${kB(whole.gzip)} | ${kB(stylesheet)} |`,
);

const table = [
  '| Entry | JS min | JS min + gzip | Own CSS gzip |',
  '| --- | ---: | ---: | ---: |',
  ...rows,
].join('\n');
if (process.argv.includes('--check')) {
  const over = [];
  if (whole.gzip > BUDGET.js) over.push(`JS ${kB(whole.gzip)} > ${kB(BUDGET.js)}`);
  if (stylesheet > BUDGET.css) over.push(`CSS ${kB(stylesheet)} > ${kB(BUDGET.css)}`);
  for (const { language, gzip: size } of locales) {
    if (size > LOCALE_BUDGET) over.push(`locales/${language} ${kB(size)} > ${kB(LOCALE_BUDGET)}`);
  }
  if (over.length > 0) {
    console.error(`Size budget exceeded: ${over.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `Size budget kept: JS ${kB(whole.gzip)} of ${kB(BUDGET.js)}, CSS ${kB(stylesheet)} of ${kB(BUDGET.css)}, ` +
      locales.map(({ language, gzip: size }) => `locales/${language} ${kB(size)}`).join(', ') +
      ` of ${kB(LOCALE_BUDGET)} each`,
  );
} else {
  console.log(table);
}

if (process.argv.includes('--write')) {
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = '<!-- size:start -->';
  const end = '<!-- size:end -->';
  if (!readme.includes(start) || !readme.includes(end))
    throw new Error(`README.md needs ${start} and ${end}`);
  const before = readme.slice(0, readme.indexOf(start) + start.length);
  const after = readme.slice(readme.indexOf(end));
  // Formatted as `pnpm lint` expects it, so a fresh measurement never breaks prettier --check.
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig(readmePath)), filepath: readmePath };
  writeFileSync(readmePath, await prettier.format(`${before}\n\n${table}\n\n${after}`, options));
}
