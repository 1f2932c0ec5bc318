import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { SignInRequest, SignUpRequest } from '../../../src/shared/api/auth-requests.ts';
import type { TemplateParams } from '../../../src/shared/api/library-requests.ts';
import type {
  AccessUrlRequest,
  AvatarInfoRequest,
  PexelsInfoQuery,
} from '../../../src/shared/api/media-requests.ts';
import type { AvatarInfoResponse } from '../../../src/shared/api/media.ts';
import type {
  HistoryRestoreRequest,
  ProjectParams,
  ProjectPutRequest,
} from '../../../src/shared/api/projects-requests.ts';
import type { ProjectSaveResponse } from '../../../src/shared/api/projects.ts';
import type {
  CloneVoiceCreateRequest,
  CloneVoiceInfoRequest,
} from '../../../src/shared/api/voices-requests.ts';
import type { Api } from '../../../src/ui/api/calls.ts';

// Checked by the compiler (typecheck): a schema change in src/shared/api that the client's calls no longer
// fit fails here and in the calls themselves.
describe("the client's calls take the shared schemas' input types", () => {
  it('sends bodies typed by the schemas', () => {
    expectTypeOf<Parameters<Api['signUp']>[0]>().toEqualTypeOf<z.input<typeof SignUpRequest>>();
    expectTypeOf<Parameters<Api['signIn']>[0]>().toEqualTypeOf<z.input<typeof SignInRequest>>();
    expectTypeOf<Parameters<Api['avatarInfo']>[0]>().toEqualTypeOf<z.input<typeof AvatarInfoRequest>>();
    expectTypeOf<Parameters<Api['cloneVoiceCreate']>[0]>().toEqualTypeOf<
      z.input<typeof CloneVoiceCreateRequest>
    >();
    expectTypeOf<Parameters<Api['saveProject']>[1]>().toEqualTypeOf<z.input<typeof ProjectPutRequest>>();
    expectTypeOf<Parameters<Api['restoreProjectRevision']>[2]>().toEqualTypeOf<
      z.input<typeof HistoryRestoreRequest> | undefined
    >();
  });

  it('sends single fields typed by the schemas', () => {
    expectTypeOf<Parameters<Api['getAccessUrl']>[0]>().toEqualTypeOf<
      z.input<typeof AccessUrlRequest>['key']
    >();
    expectTypeOf<Parameters<Api['cloneVoiceInfo']>[0]>().toEqualTypeOf<number | string>();
    expectTypeOf<Parameters<Api['cloneVoiceInfo']>[0]>().toEqualTypeOf<
      z.input<typeof CloneVoiceInfoRequest>['id']
    >();
    expectTypeOf<Parameters<Api['pexelsInfo']>[0]>().toEqualTypeOf<z.input<typeof PexelsInfoQuery>['id']>();
    expectTypeOf<Parameters<Api['template']>[0]>().toEqualTypeOf<z.input<typeof TemplateParams>['id']>();
  });

  it('names projects by the id schema', () => {
    expectTypeOf<Parameters<Api['project']>[0]>().toEqualTypeOf<z.input<typeof ProjectParams>['id']>();
  });

  it('receives the shared response types', () => {
    expectTypeOf<Awaited<ReturnType<Api['saveProject']>>>().toEqualTypeOf<ProjectSaveResponse>();
    expectTypeOf<Awaited<ReturnType<Api['avatarInfo']>>>().toEqualTypeOf<AvatarInfoResponse>();
  });
});
