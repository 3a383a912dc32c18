/** The id of the public pages' frame route (routes/public/layout.tsx): its data is the firm's, the language's and the disclaimer's. */
export const PUBLIC_FRAME = 'routes/public/layout';
