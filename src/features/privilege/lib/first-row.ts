/**
 * The list's first row: the cards in view when it opens, whose images are what a member waits for
 * last on a slow network. Their images are asked for as soon as the first page is in: by the list's
 * loader (list-loader.ts) and, under the prerendered shell, when the page's inline script has the
 * first page (app/bootstrap/first-reads.ts). On its own, so the inline script carries only this.
 */
import type { PrivilegePage } from '@/generated/model';

/** The cards of the first row (two columns): in view when the list opens. */
export const FIRST_ROW = 2;

/** The first row's card images in a page of the list. */
export function firstRowImages(page: Pick<PrivilegePage, 'items'> | undefined): string[] {
  return (page?.items ?? []).slice(0, FIRST_ROW).map((privilege) => privilege.image_url);
}
