import 'reflect-metadata';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { defineResource, postsResource } from '@tis/contracts';
import { describe, expect, it } from 'vitest';
import { ACCESS_METADATA, type AccessRule } from '../auth/access.js';
import { ENDPOINT_METADATA, type EndpointDefinition } from '../http/endpoint.js';
import { resourceController } from './resource.controller.js';

const ROUTES = ['list', 'options', 'create', 'update', 'remove', 'export', 'template', 'import'] as const;

/** Each route method's path, access rule and endpoint summary (undefined when it is no route). */
function routesOf(controller: ReturnType<typeof resourceController>) {
  const prototype = controller.prototype as Record<(typeof ROUTES)[number], object>;
  return Object.fromEntries(
    ROUTES.map((name) => {
      const fn = prototype[name];
      return [
        name,
        {
          path: Reflect.getMetadata(PATH_METADATA, fn) as string | undefined,
          access: Reflect.getMetadata(ACCESS_METADATA, fn) as AccessRule | undefined,
          summary: (Reflect.getMetadata(ENDPOINT_METADATA, fn) as EndpointDefinition | undefined)?.summary,
        },
      ];
    }),
  );
}

describe('resourceController', () => {
  it('puts the routes under <base>/<path> behind the page, with the dropdown options for any signed-in user', () => {
    const controller = resourceController(defineResource({ ...postsResource, excel: undefined }), 'PostService');
    expect(Reflect.getMetadata(PATH_METADATA, controller)).toBe('systemService/post');
    expect(controller.name).toBe('PostResourceController');
    const page: AccessRule = { kind: 'page', pages: ['BaseinfoUserPost'] };
    expect(routesOf(controller)).toEqual({
      list: { path: 'list', access: page, summary: 'A post list by postCode ASC (paged; keyword matches postCode or postName)' },
      options: { path: 'options', access: { kind: 'authenticated' }, summary: 'Every post for dropdowns (at most 999)' },
      create: { path: '/', access: page, summary: 'Add a post (409002 when its code exists)' },
      update: { path: ':id', access: page, summary: 'Change a post (409001 when it changed since it was read)' },
      remove: { path: ':id', access: page, summary: 'Delete a post' },
      export: { path: undefined, access: undefined, summary: undefined },
      template: { path: undefined, access: undefined, summary: undefined },
      import: { path: undefined, access: undefined, summary: undefined },
    });
  });

  it("guards each write with the descriptor's action key (spec section 6) and has no options route without options", () => {
    const guarded = defineResource({ ...postsResource, name: 'guardedPost', actions: { create: 'create', remove: 'delete' }, options: undefined, inUseWhen: 'while used' });
    const routes = routesOf(resourceController(guarded, 'GuardedService'));
    expect(routes.list?.access).toEqual({ kind: 'page', pages: ['BaseinfoUserPost'] });
    expect(routes.create?.access).toEqual({ kind: 'action', action: 'create' });
    expect(routes.update?.access).toEqual({ kind: 'page', pages: ['BaseinfoUserPost'] });
    expect(routes.remove).toMatchObject({ access: { kind: 'action', action: 'delete' }, summary: 'Delete a post (409003 while used)' });
    expect(routes.options).toEqual({ path: undefined, access: undefined, summary: undefined });
  });

  it('has the Excel routes with `excel`: export behind the export action or the page, the template behind the page, import behind the import action', () => {
    const page: AccessRule = { kind: 'page', pages: ['BaseinfoUserPost'] };
    const routes = routesOf(resourceController(postsResource, 'PostService'));
    expect(routes.export).toMatchObject({ path: 'export', access: page });
    expect(routes.export?.summary).toMatch(/^The post rows of the list's keyword and filters as an Excel workbook \(streamed; at most 100000 rows/);
    expect(routes.template).toMatchObject({ path: 'template', access: page });
    expect(routes.import).toMatchObject({ path: 'import', access: { kind: 'action', action: 'import' } });
    expect(routes.import?.summary).toMatch(/^Import post rows from an Excel workbook .*All rows or none$/);

    const guarded = routesOf(resourceController(defineResource({ ...postsResource, name: 'exportedPost', actions: { export: 'viewlog' } }), 'ExportedService'));
    expect(guarded.export?.access).toEqual({ kind: 'action', action: 'viewlog' });
    expect(guarded.template?.access).toEqual(page);
    expect(guarded.import?.access).toEqual(page);
  });
});
