/**
 * Which peers may tell us about the client (TRUST_PROXY): its address in `X-Forwarded-For`, its
 * request id in `x-request-id`. One trust function serves Fastify's `trustProxy` and the request
 * id, so both always agree.
 */
import { BlockList, isIP } from 'node:net';

/**
 * `true`: every peer, so any client can choose its own address (only safe when nothing but the
 * proxy can reach the server). A number: that many proxies in front, whatever their addresses.
 * A list: peers with these addresses or in these CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

/** A hop count, or a CIDR prefix length. */
const SMALL_INTEGER = /^\d{1,3}$/;

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return SMALL_INTEGER.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The setting from its text, or a message saying what is wrong with it. */
export function parseTrustProxy(text: string): { value: TrustProxy } | { problem: string } {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === 'yes') return { value: true };
  if (value === 'false' || value === 'no' || value === '0') return { value: false };
  if (SMALL_INTEGER.test(value)) return { value: Number(value) };
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    const problem = 'must be true, false, a hop count or a comma-separated list of proxy addresses or CIDR ranges';
    return { problem: entries.length > 1 ? `${problem} ("${wrong}" is neither)` : problem };
  }
  return { value: entries };
}

/** Node reports IPv4 peers of a dual-stack socket as `::ffff:a.b.c.d`. */
function unmapped(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Whether the address `hop` steps from the server (0: the immediate peer) is a trusted proxy. */
export type TrustFunction = (address: string | undefined, hop: number) => boolean;

export function trustFunction(setting: TrustProxy): TrustFunction {
  if (setting === false) return () => false;
  if (setting === true) return () => true;
  // Fastify itself ignores a bare number (it cannot check who the first proxy is); we take the
  // documented risk: only for servers that nothing but the proxies can reach.
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const trusted = new BlockList();
  for (const entry of setting) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  return (peerAddress) => {
    if (!peerAddress) return false;
    const address = unmapped(peerAddress);
    const version = isIP(address);
    return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
