// Payloads the message sanitizer must defuse, shared by the unit tests (happy-dom) and the stories' play
// tests (Chromium, where parsing is the real one). Not part of the kit's public surface.
import { MESSAGE_LINK_ATTRIBUTES, MESSAGE_LINK_SCHEMES, MESSAGE_TAGS } from '@concierge/api-client/constants';

export interface XssPayload {
  title: string;
  html: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  { title: 'script element', html: '<p>Hi</p><script>window.__xss = 1; alert(1)</script>' },
  { title: 'img onerror', html: '<img src=x onerror="window.__xss = 1">' },
  {
    title: 'svg onload and script',
    html: '<svg onload="window.__xss = 1"><script>window.__xss = 1</script></svg>',
  },
  {
    title: 'svg animate href',
    html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"/>x</a></svg>',
  },
  { title: 'javascript: link', html: '<a href="javascript:window.__xss = 1">click</a>' },
  { title: 'javascript: link with a tab', html: '<a href="java&#9;script:window.__xss = 1">click</a>' },
  { title: 'javascript: link in capitals with spaces', html: '<a href="  JaVaScRiPt:alert(1)">click</a>' },
  { title: 'data: link', html: '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">click</a>' },
  { title: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">click</a>' },
  { title: 'relative link', html: '<a href="/account/delete">click</a>' },
  {
    title: 'mXSS template in select',
    html: '<select><template><style><a title="</style><img src=x onerror=window.__xss=1>"></a></style></template></select>',
  },
  {
    title: 'mXSS math and style',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  },
  {
    title: 'noscript break-out',
    html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  },
  { title: 'style element', html: '<style>body { display: none }</style><p>Shown</p>' },
  { title: 'style attribute', html: '<p style="position:fixed;inset:0">Cover</p>' },
  {
    title: 'form with formaction',
    html: '<form action="https://evil.test"><button formaction="javascript:alert(1)">Go</button><input name="q"></form>',
  },
  { title: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { title: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { title: 'event handler on an allowed tag', html: '<p onclick="alert(1)" onmouseover="alert(1)">Text</p>' },
  { title: 'href on a paragraph', html: '<p href="javascript:alert(1)" target="_top">Text</p>' },
  { title: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { title: 'base href', html: '<base href="https://evil.test/">' },
];

const ALLOWED_TAGS: readonly string[] = MESSAGE_TAGS;

/**
 * What the sanitizer promises, checked on parsed markup rather than on text: every element is one of
 * MESSAGE_TAGS; only links carry attributes, and only an http(s)/mailto href with the contract's target
 * and rel, or none of the three. Returns one line per broken promise.
 */
export function messageHtmlViolations(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.includes(tag)) problems.push(`<${tag}> is not a message tag`);
    const names = element.getAttributeNames();
    if (tag !== 'a') {
      for (const name of names) problems.push(`<${tag}> has ${name}`);
      continue;
    }
    const href = element.getAttribute('href');
    const expected = href === null ? [] : ['href', ...Object.keys(MESSAGE_LINK_ATTRIBUTES)];
    if ([...names].sort().join() !== [...expected].sort().join())
      problems.push(`<a> has [${names.join(', ')}]`);
    if (href !== null && !MESSAGE_LINK_SCHEMES.some((scheme) => href.startsWith(`${scheme}:`)))
      problems.push(`<a href="${href}">`);
    for (const [name, value] of Object.entries(MESSAGE_LINK_ATTRIBUTES))
      if (href !== null && element.getAttribute(name) !== value)
        problems.push(`<a ${name}="${element.getAttribute(name)}">`);
  }
  return problems;
}
