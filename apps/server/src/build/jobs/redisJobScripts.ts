// The Lua scripts behind queue-mode job events (redisJobEvents): each is one atomic step on a
// job's hash, stream, poll cursor and its owner's running set, so instances never race.

/** The field of a chunk entry; the last entry of a finished job has END_FIELD instead. */
const CHUNK_FIELD = 'c';
const END_FIELD = 'end';
/** Appends larger than this are announced by the job id alone; readers then ask Redis for them. */
const MAX_ANNOUNCED_BYTES = 64 * 1024;

// KEYS[1] the owner's running set; ARGV[1] the job hash prefix. The owner's unfinished jobs, without admitting one.
export const RUNNING = `
local running = 0
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('HGET', ARGV[1] .. id, 'finished') == '0' then running = running + 1 end
end
return running`;

// KEYS: running set, job hash. ARGV: limit, job id, owner, flow, ttl s, key prefix.
// Members whose hash is gone or finished (an instance that died) no longer count.
export const ADMIT = `
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('HGET', ARGV[6] .. id, 'finished') ~= '0' then redis.call('SREM', KEYS[1], id) end
end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('HSET', KEYS[2], 'owner', ARGV[3], 'flow', ARGV[4], 'finished', '0')
redis.call('EXPIRE', KEYS[2], ARGV[5])
return 1`;

// Appends chunks numbered from ARGV first (a worker's retry after a lost reply sends some again:
// the hash's `sent` count skips those; '' as first: no numbering, an error from another instance),
// then publishes the job id with what it appended, unless that is large, so that a reader at the
// position before them takes them from the message instead of asking Redis (see Announcement).
const APPEND_AND_ANNOUNCE = `
local function appendNumbered(hash, stream, maxLength, first, from)
  local skip = 0
  if first ~= '' then
    local sent = tonumber(redis.call('HGET', hash, 'sent') or '0')
    skip = math.max(0, sent - tonumber(first))
    if #ARGV - from + 1 > skip then redis.call('HSET', hash, 'sent', tonumber(first) + #ARGV - from + 1) end
  end
  local added = {}
  for i = from + skip, #ARGV do
    redis.call('XADD', stream, 'MAXLEN', '~', maxLength, '*', '${CHUNK_FIELD}', ARGV[i])
    table.insert(added, ARGV[i])
  end
  return added
end
local function lastId(stream)
  local last = redis.call('XREVRANGE', stream, '+', '-', 'COUNT', 1)[1]
  return last and last[1] or '0-0'
end
local function announce(channel, jobId, previous, stream, added, finished)
  local size = 0
  for _, chunk in ipairs(added) do size = size + #chunk end
  if size > ${MAX_ANNOUNCED_BYTES} then return redis.call('PUBLISH', channel, jobId) end
  local message = cjson.encode({ p = previous, l = lastId(stream), f = finished, c = added })
  redis.call('PUBLISH', channel, jobId .. '\\n' .. message)
end`;

// KEYS: job hash, stream. ARGV: max length, channel, job id, first, chunks...; nothing after the end.
export const APPEND = `${APPEND_AND_ANNOUNCE}
if redis.call('HGET', KEYS[1], 'finished') ~= '0' then return 0 end
local previous = lastId(KEYS[2])
local added = appendNumbered(KEYS[1], KEYS[2], ARGV[1], ARGV[4], 5)
if #added > 0 then announce(ARGV[2], ARGV[3], previous, KEYS[2], added, false) end
return 1`;

// KEYS: job hash, cancel key. ARGV: ttl s. A worker takes the job unless it ended (its wait
// expired, it was lost): 0; 2 when a cancel came before it started, else 1.
export const CLAIM = `
if redis.call('HGET', KEYS[1], 'finished') ~= '0' then return 0 end
redis.call('HSET', KEYS[1], 'started', '1')
redis.call('EXPIRE', KEYS[1], ARGV[1])
if redis.call('EXISTS', KEYS[2]) == 1 then return 2 end
return 1`;

// KEYS: job hash, stream, running set, poll cursor. ARGV: max length, channel, job id, retention s,
// '1' to end only a job no worker took, first (as APPEND), chunks...
// Once only: the worker's own end and a failure noticed elsewhere (a stalled job) may race.
export const FINISH = `${APPEND_AND_ANNOUNCE}
if redis.call('HGET', KEYS[1], 'finished') ~= '0' then return 0 end
if ARGV[5] == '1' and redis.call('HGET', KEYS[1], 'started') == '1' then return 0 end
local previous = lastId(KEYS[2])
local added = appendNumbered(KEYS[1], KEYS[2], ARGV[1], ARGV[6], 7)
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', '${END_FIELD}', '1')
redis.call('HSET', KEYS[1], 'finished', '1')
redis.call('SREM', KEYS[3], ARGV[3])
for i = 1, 4 do if i ~= 3 then redis.call('EXPIRE', KEYS[i], ARGV[4]) end end
announce(ARGV[2], ARGV[3], previous, KEYS[2], added, true)
return 1`;

// KEYS: stream, poll cursor (or the stream again for a reader with its own position). ARGV: own
// position ('' for the shared cursor), ttl s. Returns the new position, finished (0/1), chunks...
export const TAKE = `
local shared = ARGV[1] == ''
local from = ARGV[1]
if shared then from = redis.call('GET', KEYS[2]) or '0-0' end
local entries = redis.call('XRANGE', KEYS[1], '(' .. from, '+')
local result = { from, 0 }
for _, entry in ipairs(entries) do
  result[1] = entry[1]
  if entry[2][1] ~= '${END_FIELD}' then table.insert(result, entry[2][2]) end
end
-- Finished once the position is the end entry, whether this look or an earlier one reached it.
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)[1]
if last and last[2][1] == '${END_FIELD}' and last[1] == result[1] then result[2] = 1 end
if shared and #entries > 0 then redis.call('SET', KEYS[2], result[1], 'EX', ARGV[2]) end
return result`;

/**
 * What a publish on the events channel says besides the job id: the chunks appended after entry
 * `p`, the last entry now `l`, and whether that is the end. A reader at `p` moves to `l` with
 * them, without asking Redis.
 */
export interface Announcement {
  previous: string;
  last: string;
  finished: boolean;
  chunks: string[];
}

/** The job id and announcement of a message on the events channel (none for a bare job id). */
export function parseAnnouncement(message: string): { jobId: string; announcement?: Announcement } {
  const newline = message.indexOf('\n');
  if (newline < 0) return { jobId: message };
  const { p, l, f, c } = JSON.parse(message.slice(newline + 1)) as { p: string; l: string; f: boolean; c: unknown };
  // Lua's cjson writes an empty list as {}.
  return { jobId: message.slice(0, newline), announcement: { previous: p, last: l, finished: f, chunks: Array.isArray(c) ? (c as string[]) : [] } };
}
