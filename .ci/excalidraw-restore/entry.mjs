// The part of excalidraw the check needs, bundled by esbuild: the package's
// ES modules import files without extensions, which Node will not resolve.
export { restore } from "@excalidraw/excalidraw";
