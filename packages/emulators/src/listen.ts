import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Starts `server` on the port and host asked for (a free port on 127.0.0.1 by default); returns its origin and port. */
export async function listenOn(
  server: Server,
  options: { port?: number | undefined; host?: string | undefined },
): Promise<{ origin: string; port: number }> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return { origin: `http://${host}:${address.port}`, port: address.port };
}
