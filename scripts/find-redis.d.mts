/** The path of redis-server (see find-redis.mjs); throws with how to install it when none is found. */
export function findRedisServer(options?: { install?: boolean }): string;
