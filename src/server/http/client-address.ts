import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address of the connection a request came on, or undefined where there is none (a request handed to the
 * app in-process, as the tests do). Forwarding headers are not read: anyone can write them, and this server is
 * reached directly, not through a proxy of ours.
 */
export function clientAddress(c: Context): string | undefined {
  const env = c.env as NodeBindings | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address === undefined || address === '' ? undefined : addressKey(address);
}

/**
 * One key per client: IPv4 as it is (also when written as IPv6-mapped), IPv6 by its /64 network, because one
 * home or server is handed a whole /64 and could otherwise take a fresh address for every attempt.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
