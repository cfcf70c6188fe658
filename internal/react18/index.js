// Aliases that make a vitest project run a package's tests on React 18.3: `react`, `react-dom` and the
// testing library all come from this workspace, where pnpm resolved them against each other.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dirOf = (name) => path.dirname(require.resolve(`${name}/package.json`));

/** `resolve.alias` entries for a vitest project on React 18. */
export function react18Aliases() {
  return [
    { find: /^react$/, replacement: path.join(dirOf('react'), 'index.js') },
    { find: /^react\/(.*)$/, replacement: `${dirOf('react')}/$1.js` },
    { find: /^react-dom$/, replacement: path.join(dirOf('react-dom'), 'index.js') },
    { find: /^react-dom\/(.*)$/, replacement: `${dirOf('react-dom')}/$1.js` },
    {
      find: /^@testing-library\/react$/,
      replacement: require.resolve('@testing-library/react'),
    },
  ];
}

/**
 * The two vitest projects of a package that declares react ^18.2 || ^19: every test on React 19 (the
 * workspace's), and the tests in `include` (those that render) again on React 18.3. `inline` lists the
 * package's React dependencies: inlined, their own `import 'react'` meets the aliased copy.
 * @param {{ include: string[]; inline?: RegExp[] }} options
 */
export function reactVersionProjects({ include, inline = [] }) {
  return [
    { extends: true, test: { name: 'react19' } },
    {
      extends: true,
      resolve: { alias: react18Aliases() },
      test: {
        name: 'react18',
        include,
        server: { deps: { inline: [/@testing-library/, ...inline] } },
      },
    },
  ];
}
