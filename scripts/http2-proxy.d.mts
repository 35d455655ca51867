/** Serves https://127.0.0.1:{port} over HTTP/2 (self-signed), passing every request to http://127.0.0.1:{targetPort}. */
export declare function startHttp2Proxy(options: { port: number; targetPort: number }): Promise<{ origin: string; stop: () => Promise<void> }>;
