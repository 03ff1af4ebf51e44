/**
 * The q-value an `Accept-Encoding` header gives each coding it names, by lower-case name (`*` stands for every coding
 * not named); a q-value that is not a number counts as 0, a refusal.
 */
export function encodingWeights(acceptEncoding: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return weights;
}

/** True when `weights` accept `coding`: named with a q-value above 0, or not named while `*` is. */
export function acceptsEncoding(weights: ReadonlyMap<string, number>, coding: string): boolean {
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

/** True when an `If-None-Match` header names `etag`, strongly or weakly, or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
