/**
 * The demo content of the fictional firm Marlowe Kessler & Shen, assembled for the seed loader.
 */
import { banners, cases, honours } from './cases.js';
import { firm } from './firm.js';
import { lawyers } from './lawyers.js';
import { news } from './news.js';
import { folders, jobs, offices, practiceAreas } from './structure.js';
import type { DemoContent } from './types.js';

export const demoContent: DemoContent = {
  firm,
  offices,
  jobs,
  practiceAreas,
  lawyers,
  folders,
  news,
  cases,
  honours,
  banners,
};
