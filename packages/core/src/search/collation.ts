/**
 * Swedish alphabetical order (å, ä, ö after z), the order of every name list on the server and
 * in the web app. One shared instance: creating a collator is costly, comparing is cheap.
 */
export const swedishCollator = new Intl.Collator('sv');
