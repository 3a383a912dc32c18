/**
 * Large text a page carries as it is (the inline stylesheet, a language's labels): on the server
 * React writes a short stand-in for it, which entry.server replaces with the text's UTF-8 bytes,
 * encoded once per process (page-texts.server.ts, decision 0090). The browser, and any render
 * without the server's stand-ins, writes the text itself.
 */
import { createContext } from 'react';

export const PageTextContext = createContext<(text: string) => string>((text) => text);
