// Test helper: requests to a devnet service with the project id and SDK params every call needs.

/** Query params the modal always sends. */
export const SDK = { st: 'airlock', sv: 'airlock-test-0.1.0' } as const

/** Builds a URL on `base` with projectId (default airlock-devnet), st and sv plus `query`. */
export function serviceUrl(
  base: string,
  path: string,
  query: Record<string, string> = {},
  projectId = 'airlock-devnet',
) {
  const url = new URL(path, base)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('st', SDK.st)
  url.searchParams.set('sv', SDK.sv)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  return url.toString()
}

/** GETs or POSTs JSON and returns status, headers and the parsed body. */
export async function requestJson<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; origin?: string } = {},
) {
  const headers: Record<string, string> = {}
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.origin) headers.origin = init.origin
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  }
}
