/**
 * Reads sent before the app's code is in. Under the prerendered shell, the page's inline script
 * (app/bootstrap/prerender-choice.ts) sends the start screen's first reads while the app's code is
 * still on its way: GET calls with the headers and signature the fetcher would give them
 * (request.ts). When the app then asks for one of them, the fetcher adopts its answer instead of
 * sending the call again (fetcher.ts): once, for the same address and the same token, and only
 * within `EARLY_READ_TTL_MS` of its sending. An answer is handled as the fetcher's own (its `Date`
 * corrects the clock, an error is an error, a refused signature is signed again and sent); a read
 * that failed to arrive is sent again. The two bundles share the reads through one global.
 */
import { buildHeaders, buildUrl, unwrap, type RequestConfig } from './request';

/** What an early read brings: the answer and the device times it left and arrived. */
export interface EarlyAnswer {
  response: Response;
  sentAt: number;
  receivedAt: number;
}

interface EarlyRead {
  sentAt: number;
  answer: Promise<EarlyAnswer & { authorization: string | null }>;
}

/** A read to send early: a GET call as the generated code describes it, and what to do with its payload on arrival. */
export interface EarlyReadSpec extends Pick<RequestConfig, 'url' | 'params'> {
  /** Given the payload of a successful answer as soon as it arrives (e.g. to ask for the images it names). */
  onData?: (data: unknown) => void;
}

/** An answer older than this is not adopted: the app asks again. */
export const EARLY_READ_TTL_MS = 30_000;

const GLOBAL = '__memberAppEarlyReads';

function registry(): Map<string, EarlyRead> {
  const holder = globalThis as typeof globalThis & { [GLOBAL]?: Map<string, EarlyRead> };
  holder[GLOBAL] ??= new Map();
  return holder[GLOBAL];
}

/**
 * Sends each read (a GET call of the contract, as the generated code would describe it) now.
 * Resolves once every one has been signed and handed to the browser (signing takes a moment), so
 * that what the caller asks for next queues behind them: on one HTTP/1.1 host six requests go at a time.
 */
export function sendEarlyReads(reads: readonly EarlyReadSpec[]): Promise<void> {
  const signed = reads.map((read) => {
    const url = buildUrl(read.url, read.params);
    const headers = buildHeaders({ url: read.url, method: 'GET' });
    const answer = headers.then(async (sent) => {
      const sentAt = Date.now();
      const response = await fetch(url, { method: 'GET', headers: sent });
      return { response, sentAt, receivedAt: Date.now(), authorization: sent.get('Authorization') };
    });
    // Known at once, so that the app, however early it asks, joins it.
    const early = { sentAt: Date.now(), answer };
    registry().set(url, early);
    // An unadopted one is let go once too old to be adopted; its failure is nobody's error.
    setTimeout(() => {
      if (registry().get(url) === early) registry().delete(url);
    }, EARLY_READ_TTL_MS);
    answer
      .then(async ({ response }) => {
        if (response.ok && read.onData) read.onData(unwrap(await response.clone().json()));
      })
      .catch(() => undefined);
    return headers;
  });
  return Promise.all(signed).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The early answer to a call the fetcher is about to send with `authorization` (its `Authorization`
 * header), or undefined (none, too old, another token, or it failed to arrive: the fetcher sends
 * the call itself). Taken once. Asked before the call is signed: an answer adopted needs no signature.
 */
export async function adoptEarlyRead(url: string, method: string, authorization: string | null): Promise<EarlyAnswer | undefined> {
  if (method.toUpperCase() !== 'GET') return undefined;
  const reads = registry();
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (Date.now() - read.sentAt > EARLY_READ_TTL_MS) return undefined;
  const answer = await read.answer.catch(() => undefined);
  if (!answer || answer.authorization !== authorization) return undefined;
  return { response: answer.response, sentAt: answer.sentAt, receivedAt: answer.receivedAt };
}
