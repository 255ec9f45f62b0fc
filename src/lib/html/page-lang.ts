/**
 * A page's language in its `<html lang>`: the site has one root layout, which writes English's, and a
 * translated locale's pages (/es/…) are given theirs as the export is finished.
 */
export function withPageLang(html: string, lang: string): string {
  return html.replace(/^(<!DOCTYPE html>\s*<html\b[^>]*?\slang=")[^"]*"/i, `$1${lang}"`);
}
