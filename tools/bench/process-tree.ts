/**
 * A server's memory as the benchmarks read it: the resident memory of a process and all its
 * descendants, and which process listens on a port (so a server started elsewhere can be measured).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const numericEntries = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
};

/** Resident memory (kB) of a process and all its descendants, from /proc. */
export const treeRssKb = (pid: number): number => {
  const children = new Map<number, number[]>();
  for (const entry of numericEntries('/proc')) {
    try {
      // Field 4 of /proc/{pid}/stat is the parent pid; the name before it may contain spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const rss = (id: number): number => {
    let own = 0;
    try {
      own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
    return own + (children.get(id) ?? []).reduce((sum, child) => sum + rss(child), 0);
  };
  return rss(pid);
};

/** Socket inodes listening on a TCP port (IPv4 and IPv6), from /proc/net. */
const listeningInodes = (port: number): Set<string> => {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
};

/** The process that listens on a port of this machine, or null (another user's, or nothing there). */
export const pidListeningOn = (port: number): number | null => {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const pid of numericEntries('/proc')) {
    for (const fd of numericEntries(`/proc/${pid}/fd`)) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
};
