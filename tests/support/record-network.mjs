// Loaded with `node --import` into a server under test: records every outbound connection
// and DNS lookup that is not to this machine, one JSON line each on stderr, so a test can
// prove the embedded backend never calls out to the network.
import dns from 'node:dns';
import net from 'node:net';

const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const report = (kind, target) =>
  process.stderr.write(`${JSON.stringify({ outbound: kind, target })}\n`);

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function patchedConnect(...args) {
  const first = args[0];
  const options = Array.isArray(first) ? first[0] : first;
  const host =
    typeof options === 'object' && options !== null
      ? (options.host ?? 'localhost')
      : typeof args[1] === 'string'
        ? args[1]
        : 'localhost';
  const isPipe =
    typeof options === 'object' && options !== null && 'path' in options && options.path;
  if (!isPipe && !LOCAL.test(String(host))) report('connect', String(host));
  return connect.apply(this, args);
};

const lookup = dns.lookup;
dns.lookup = function patchedLookup(hostname, ...rest) {
  if (!LOCAL.test(String(hostname))) report('dns', String(hostname));
  return lookup.call(this, hostname, ...rest);
};
