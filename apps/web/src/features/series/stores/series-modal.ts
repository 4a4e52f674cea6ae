/** The sailor layout's series modal opens on `?serie=<id>`, so it can be linked and shared. */
export const SERIES_MODAL_PARAM = 'serie';
