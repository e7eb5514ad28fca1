/**
 * The entry of the page's inline script (config/prerender-choice.mjs bundles and minifies it at
 * build time; CSP allows it by the hash of exactly that source). `PRERENDER_BUILD_YEAR` is the
 * build's year, put in by the bundler.
 */
import { choosePrerendered } from './prerender-choice';

declare const PRERENDER_BUILD_YEAR: number;

choosePrerendered(PRERENDER_BUILD_YEAR);
