/** How much of a request body has gone up: bytes sent and the body's size (null when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

/** Statuses whose response has no body (a `Response` refuses one). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** The headers of an XHR reply as `Headers` (`getAllResponseHeaders()` is one `name: value` per CRLF line). */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header the Headers class refuses is left out rather than failing the whole reply.
    }
  }
  return headers;
}

/**
 * A `fetch` for one openapi-fetch call that reports upload progress: fetch has no upload progress, so the prepared
 * request (identity headers, credentials and timeout already applied by the client's middleware) goes out through
 * `XMLHttpRequest`, whose `upload.onprogress` calls `onProgress`. Abort and timeout follow the request's signal and
 * reject as fetch would (`AbortError`, `TimeoutError`); a network failure rejects with a `TypeError`.
 * @example client.PATCH(path, { body, bodySerializer: toFormData, fetch: fetchWithUploadProgress(setProgress) })
 */
export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): (request: Request) => Promise<Response> {
  return async (request) => {
    // The multipart body with its boundary, as bytes: an XHR sends them with the request's own Content-Type.
    const body = request.body ? await request.arrayBuffer() : null;
    return new Promise<Response>((resolve, reject) => {
      const signal = request.signal;
      if (signal.aborted) {
        reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
        return;
      }
      const xhr = createRequest();
      const onAbort = () => xhr.abort();
      const settle = () => signal.removeEventListener('abort', onAbort);
      xhr.open(request.method, request.url, true);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event: ProgressEvent) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : (body?.byteLength ?? null) });
      };
      xhr.onload = () => {
        settle();
        const headers = parseHeaders(xhr.getAllResponseHeaders());
        const payload = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob | null);
        resolve(new Response(payload, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('The network request failed'));
      };
      xhr.onabort = () => {
        settle();
        reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      if (body) onProgress({ loaded: 0, total: body.byteLength });
      xhr.send(body);
    });
  };
}
