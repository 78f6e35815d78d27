// Where an editor document lives, as far as its settings depend on it (shared/config/documentSettings.ts): its
// file name, the site marker above it, the site its text showed signs of (read once per opened document),
// whether a `.gitattributes` marks it generated, whether it was converted from a document of its name beside it, and
// whether its mdBook book's SUMMARY.md leaves it out.

import type { DocumentPlace } from '../../shared/config/config';
import type { InputKind } from '../../shared/model/types';
import { SIGN_WINDOW, siteFromText } from '../../shared/sites/siteFromText';
import type { SiteId } from '../../shared/sites/siteRecords';
import type { DocumentText } from '../../shared/text/documentText';
import { BookChapters } from '../node/bookChapters';
import { ConvertedSources } from '../node/convertedSources';
import { type RememberedListings, rememberingListings } from '../node/folderListings';
import { GeneratedAttributes } from '../node/generatedAttributes';
import { SiteMarkers } from '../node/siteMarkers';
import type { FileAccess } from './fileAccess';
import { isUnbuiltLanguagePage } from '../../shared/sites/hugoLanguages';

/** The places of one server's documents, with the site markers found through its file access. */
export class DocumentPlaces {
  private readonly siteMarkers: SiteMarkers;
  /** The `.gitattributes` files that mark files generated. */
  private readonly generatedAttributes: GeneratedAttributes;
  /** The site each open document's text showed when first analysed: read once, so typing never flips the dialect. */
  private readonly signsByUri = new Map<string, SiteId | null>();

  /** The chapters mdBook books link from their SUMMARY.md. */
  private readonly bookChapters: BookChapters;
  /** The documents Markdown files beside them were converted from. */
  private readonly convertedSources: ConvertedSources;
  /** `files` with its folder listings remembered, for the site markers and the converted pages. */
  private readonly listed: RememberedListings;

  constructor(readonly files: FileAccess) {
    this.listed = rememberingListings(files);
    this.siteMarkers = new SiteMarkers(this.listed.files);
    this.generatedAttributes = new GeneratedAttributes(files);
    this.convertedSources = new ConvertedSources(this.listed.files);
    this.bookChapters = new BookChapters(files);
  }

  /**
   * What a document's settings depend on beside the configuration: its file name, the site marker above it and,
   * for Markdown with no marker in reach, the site its text showed signs of when first seen.
   */
  placeOf(uri: string, kind: InputKind, text?: DocumentText): DocumentPlace {
    const path = this.files.pathOf(uri);
    const generated: DocumentPlace = path !== undefined && this.generatedAttributes.markOf(path) !== undefined ? { fileName: path, markedGenerated: true } : { fileName: path ?? uri };
    if (kind !== 'markdown') return generated;
    const named: DocumentPlace = path !== undefined && this.convertedSources.isConverted(path) ? { ...generated, converted: true } : generated;
    const marker = path !== undefined ? this.siteMarkers.markerOf(path) : undefined;
    if (marker) {
      const unbuilt = path === undefined ? {} : this.bookChapters.isUnlisted(path, marker) ? { unlistedChapter: true as const } : isUnbuiltLanguagePage(marker, path) ? { unbuiltLanguage: true as const } : {};
      return { ...named, marker, ...unbuilt };
    }
    let signs = this.signsByUri.get(uri);
    if (signs === undefined && text) {
      signs = siteFromText(text.slice(0, Math.min(SIGN_WINDOW, text.length))) ?? null;
      this.signsByUri.set(uri, signs);
    }
    return signs ? { ...named, signs } : named;
  }

  /** Forgets what a closed document's text showed, so that reopening it reads its signs again. */
  forgetSigns(uri: string): void {
    this.signsByUri.delete(uri);
  }

  /** Forgets the site markers, `.gitattributes` marks and converted pages found (files appeared or changed). */
  forgetMarkers(): void {
    this.listed.forgetListings();
    this.siteMarkers.forget();
    this.generatedAttributes.forget();
    this.convertedSources.forget();
    this.bookChapters.forget();
  }
}
