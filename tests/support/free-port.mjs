// A loopback port nobody is listening on, for the scripts that start their own servers
// (tests/crash, tests/outage).
import net from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
