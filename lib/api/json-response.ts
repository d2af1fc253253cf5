import 'server-only';

const serialized = new WeakMap<object, string>();

/**
 * A no-store JSON response whose body is serialised once per shared answer: every viewer inside
 * one coalescing window gets the same object, so they also share its JSON.
 */
export function sharedJsonResponse(shared: object, body: () => unknown = () => shared, init: ResponseInit = {}): Response {
  let text = serialized.get(shared);
  if (text === undefined) {
    text = JSON.stringify(body());
    serialized.set(shared, text);
  }
  return new Response(text, { ...init, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...init.headers } });
}
