/** Preview and secured modes exclude each other in the SDK (spec 8.7), so preview turns secured off. */
export const queryConfig = (preview: boolean) => (preview ? { usePreviewMode: true, useSecuredMode: false } : {});
