import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { NonceProvider } from '@shop/storefront-data-access';
import { deferHydration, renderNonceOf, serverEnv } from '@shop/storefront-data-access/server';
import { contentSecurityPolicy, fileOriginsOf } from '@shop/storefront-domain';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 5_000;

// server.ts hands the API's change stream to the caches of this build's copy of the data-access lib through here, and
// the render cache asks a signed-in visitor's session and price group through here (issue #27).
export { answerPersonalProbe, attachChangeFeed } from '@shop/storefront-data-access/server';

const policySources = { fileOrigins: fileOriginsOf(serverEnv.storagePublicBaseUrl) };

/**
 * React Router's default Node entry (crawlers get the whole page at once, browsers the shell as soon as it is ready),
 * with the page's hydration code held until it has loaded and painted (deferHydration), so that styles and images
 * come first. Every page carries a Content-Security-Policy with a nonce of its own, which React Router's scripts,
 * React's and the root's carry too; a page for the shared render cache gets the placeholder, which the server replaces
 * in each response.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const nonce = renderNonceOf(request);
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, policySources));
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        headers.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body.pipe(deferHydration(nonce))), { headers, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        // Errors of the shell reject and are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
