/**
 * Preview and secured modes exclude each other in the SDK (spec 8.7), so preview turns secured off.
 * Preview also asks the API to wait for a change still being saved (`X-KC-Wait-For-Loading-New-Content`):
 * Kontent's refresh after a save must read the saved draft, not the one before it.
 */
export const queryConfig = (preview: boolean) => (preview ? { usePreviewMode: true, useSecuredMode: false, waitForLoadingNewContent: true } : {});

/**
 * For the items feed, whose callers read the raw pages: the SDK's linking of rich-text items across
 * a whole feed compares every item with every other (5,000 yachts: minutes of CPU), and nothing
 * here reads its result.
 */
export const feedQueryConfig = (preview: boolean) => ({ ...queryConfig(preview), disableItemLinking: true });
