import { describe, expect, it } from 'vitest';
import { chunkName, distPathOf, entryAssets, jsFiles, lazyChunks } from './spa-assets.js';

const HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/tis/assets/index-BhKRlb5d.js"></script>
<link rel="modulepreload" crossorigin href="/tis/assets/react-CH8QiJIr.js">
<link rel='modulepreload' href='/tis/assets/antd~index-DlYsrc3b.js'>
<link rel="stylesheet" crossorigin href="/tis/assets/index-D_2FAiln.css">
</head><body><script src="/tis/config.js"></script></body></html>`;

// The shapes Vite's preload helper takes in a minified entry chunk: a lazy route, a lazy layout
// loaded in an async function (a `;` between import and deps), and a chunk without deps.
const ENTRY = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/login-page-BXCZlMsf.js","assets/react-CH8QiJIr.js","assets/login-page-Ab12Cd34.css","assets/main-layout-Cpvu4JQL.js","assets/antd~main-layout-BlLxAcRN.js"])))=>i.map(i=>d[i]);',
  'ur=()=>V(()=>import(`./login-page-BXCZlMsf.js`).then(e=>e.LoginPage),__vite__mapDeps([0,1,2])),',
  'lazy:async()=>({Component:(await U(async()=>{let{MainLayout:e}=await import(`./main-layout-Cpvu4JQL.js`);return{MainLayout:e}},__vite__mapDeps([3,1,4]))).MainLayout}),',
  'pr=()=>import("./print-page-Zz9_Yy8-.js");',
].join('');

describe('built app assets', () => {
  it("lists index.html's module scripts and module preloads, not classic scripts or stylesheets", () => {
    expect(entryAssets(HTML)).toEqual({
      scripts: ['/tis/assets/index-BhKRlb5d.js'],
      modulePreloads: ['/tis/assets/react-CH8QiJIr.js', '/tis/assets/antd~index-DlYsrc3b.js'],
    });
  });

  it('maps the lazy imports of a chunk to the files Vite preloads with each', () => {
    expect(lazyChunks(ENTRY)).toEqual([
      { file: 'assets/login-page-BXCZlMsf.js', deps: ['assets/login-page-BXCZlMsf.js', 'assets/react-CH8QiJIr.js', 'assets/login-page-Ab12Cd34.css'] },
      { file: 'assets/main-layout-Cpvu4JQL.js', deps: ['assets/main-layout-Cpvu4JQL.js', 'assets/react-CH8QiJIr.js', 'assets/antd~main-layout-BlLxAcRN.js'] },
      { file: 'assets/print-page-Zz9_Yy8-.js', deps: ['assets/print-page-Zz9_Yy8-.js'] },
    ]);
  });

  it('refuses a deps index outside the table', () => {
    expect(() => lazyChunks('m.f=["assets/a-12345678.js"];import(`./a-12345678.js`),__vite__mapDeps([0,3])')).toThrow(RangeError);
  });

  it('names chunks without their content hash, keeps JS files once, and maps URLs into the build', () => {
    expect(chunkName('assets/login-page-BXCZlMsf.js')).toBe('login-page');
    expect(chunkName('assets/antd~index~main-layout~~gymjg7dh-Dqgpbsul.js')).toBe('antd~index~main-layout~~gymjg7dh');
    expect(jsFiles(['a.js', 'b.css', 'a.js', 'c.js'])).toEqual(['a.js', 'c.js']);
    expect(distPathOf('/tis/assets/x.js?v=1', '/tis/')).toBe('assets/x.js');
    expect(distPathOf('/assets/x.js', '/')).toBe('assets/x.js');
    expect(() => distPathOf('/other/x.js', '/tis/')).toThrow(RangeError);
  });
});
