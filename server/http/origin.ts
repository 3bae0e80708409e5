/**
 * The origin a browser used for a request: scheme and the Host header (never X-Forwarded-Host,
 * which the client writes). The scheme is PUBLIC_URL's when it is set (a deployment behind a
 * TLS-terminating proxy sets PUBLIC_URL=https://…), else the connection's.
 */
export type Scheme = 'http' | 'https';

export function schemeOf(publicUrl: string | undefined): Scheme | undefined {
  if (!publicUrl) return undefined;
  return new URL(publicUrl).protocol === 'https:' ? 'https' : 'http';
}

/**
 * Where mailed links lead (issue 16): the scheme and port come from configuration (PUBLIC_URL, else
 * the port the server listens on), never from the request, whose Host a client writes.
 */
export interface PublicOrigin {
  scheme: Scheme;
  /** '' for the scheme's default port. */
  port: string;
}

export function publicOriginOf(publicUrl: string | undefined, listenPort: number): PublicOrigin {
  if (!publicUrl) return { scheme: 'http', port: listenPort === 80 ? '' : String(listenPort) };
  const url = new URL(publicUrl);
  return { scheme: url.protocol === 'https:' ? 'https' : 'http', port: url.port };
}

/** The origin of a publisher's host (its name, as the publisher lists it) on the configured scheme and port. */
export function mailedOrigin(hostname: string, configured: PublicOrigin): string | null {
  const name = hostname.replace(/:\d+$/, '');
  return originOf(configured.port ? `${name}:${configured.port}` : name, configured.scheme);
}

/** `http://Northwind.localhost:8080` → 'http://northwind.localhost:8080'; null for a missing or malformed Host. */
export function originOf(host: string | null | undefined, scheme: Scheme): string | null {
  // A host name or address and an optional port: nothing that could smuggle a path or credentials.
  if (!host || !/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The origin of a fetch-style request (the gateway's): its URL's scheme unless PUBLIC_URL fixes it. */
export function requestOrigin(request: { url: string; headers: Headers }, publicScheme?: Scheme): string | null {
  const scheme = publicScheme ?? (new URL(request.url).protocol === 'https:' ? 'https' : 'http');
  return originOf(request.headers.get('host'), scheme);
}

/** The origin of a Node request: its Host header, and TLS of its socket unless PUBLIC_URL fixes the scheme. */
export function nodeRequestOrigin(req: { headers: { host?: string | undefined }; socket: unknown }, publicScheme?: Scheme): string | null {
  const encrypted = !!(req.socket as { encrypted?: boolean } | null)?.encrypted;
  return originOf(req.headers.host, publicScheme ?? (encrypted ? 'https' : 'http'));
}
