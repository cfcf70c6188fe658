// A user with thousands of requests gets bounded pages (limit/cursor in the contract), never one huge body.
export async function checkPagination(listUrl, headers, expected) {
  const first = await fetch(listUrl, { headers });
  const firstText = await first.text();
  const firstPage = JSON.parse(firstText);
  let seen = 0;
  let pages = 0;
  let largestBody = 0;
  let cursor = null;
  do {
    const url = new URL(listUrl);
    url.searchParams.set('limit', '100');
    if (cursor) url.searchParams.set('cursor', cursor);
    const response = await fetch(url, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`Page ${pages + 1} failed: ${response.status} ${text}`);
    const page = JSON.parse(text);
    seen += page.requests.length;
    largestBody = Math.max(largestBody, text.length);
    pages += 1;
    cursor = page.next_cursor;
  } while (cursor && pages < 1_000);
  return {
    requests: expected,
    defaultPageItems: firstPage.requests.length,
    defaultPageBytes: firstText.length,
    defaultPageHasNext: Boolean(firstPage.next_cursor),
    pagesOf100: pages,
    requestsSeen: seen,
    largestPageBytes: largestBody,
  };
}
