import type { z } from 'zod';
import type { SignOutResponse, TokenPair, AuthUser } from '../../shared/api/auth.ts';
import type { SignInRequest, SignUpRequest } from '../../shared/api/auth-requests.ts';
import type { TemplateParams } from '../../shared/api/library-requests.ts';
import type {
  AccessUrlRequest,
  AvatarInfoRequest,
  PexelsInfoQuery,
} from '../../shared/api/media-requests.ts';
import type {
  CloneVoiceCreateRequest,
  CloneVoiceInfoRequest,
  VoiceListRequest,
} from '../../shared/api/voices-requests.ts';
import type { LibraryResponse } from '../../shared/api/library.ts';
import type {
  HistoryRestoreRequest,
  ProjectParams,
  ProjectPutRequest,
  ProjectRevisionParams,
} from '../../shared/api/projects-requests.ts';
import type {
  ProjectHistoryResponse,
  ProjectListResponse,
  ProjectResponse,
  ProjectRestoreResponse,
  ProjectSaveResponse,
  ProjectThumbnailResponse,
  ProjectTrashResponse,
  TrashListResponse,
} from '../../shared/api/projects.ts';
import type {
  AccessUrlResponse,
  AvatarInfoResponse,
  MediaStatus,
  PexelsInfoResponse,
  UploadKind,
  UploadResponse,
} from '../../shared/api/media.ts';
import type { GenerateTaskRequest, GenerateTaskResponse, TaskDetailResponse } from '../../shared/api/task.ts';
import type {
  CloneVoiceCreateResponse,
  CloneVoiceInfoResponse,
  VoiceListResponse,
} from '../../shared/api/voices.ts';
import type { ApiClient, RequestOptions } from './client.ts';

/** Per-call options: cancellation and the no-cache setting. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  noCache?: boolean | undefined;
}

const pass = (options: CallOptions) => ({
  ...(options.signal !== undefined ? { signal: options.signal } : {}),
  ...(options.noCache !== undefined ? { noCache: options.noCache } : {}),
});

/** One typed method per call of the API (the product API and the local additions in src/shared/api). */
export function createApi(client: ApiClient) {
  const post = <T>(api: string, body: object | FormData, options: CallOptions) =>
    client.request<T>(api, { method: 'POST', body, ...pass(options) });
  const get = <T>(api: string, query: Record<string, string | number>, options: CallOptions) =>
    client.request<T>(api, { method: 'GET', query, ...pass(options) });
  return {
    client,
    signUp: (body: z.input<typeof SignUpRequest>, o: CallOptions = {}) =>
      post<TokenPair>('/api/user/sign-up', body, { ...o }).then((pair) => keep(client, pair)),
    signIn: (body: z.input<typeof SignInRequest>, o: CallOptions = {}) =>
      post<TokenPair>('/api/user/sign-in', body, o).then((pair) => keep(client, pair)),
    /** Ends the session on the server, then signs out locally (cookies, storage, language home). */
    signOut: async (o: CallOptions = {}) => {
      try {
        return await get<SignOutResponse>('/api/user/sign-out', {}, o);
      } finally {
        client.session.signOut();
      }
    },
    me: (o: CallOptions = {}) => get<AuthUser>('/api/user/me', {}, o),
    avatarInfo: (body: z.input<typeof AvatarInfoRequest>, o: CallOptions = {}) =>
      post<AvatarInfoResponse>('/ai/avatar/avatar-info', body, o),
    getAccessUrl: (key: z.input<typeof AccessUrlRequest>['key'], o: CallOptions = {}) =>
      post<AccessUrlResponse>('/ai/source/get-access-url', { key }, o),
    upload: (file: Blob, name: string, kind: UploadKind | undefined, o: CallOptions = {}) => {
      const form = new FormData();
      form.append('file', file, name);
      if (kind !== undefined) form.append('kind', kind);
      return post<UploadResponse>('/ai/source/upload', form, o);
    },
    cloneVoiceInfo: (id: z.input<typeof CloneVoiceInfoRequest>['id'], o: CallOptions = {}) =>
      post<CloneVoiceInfoResponse>('/ai/clone-voice/get-info', { id }, o),
    cloneVoiceCreate: (body: z.input<typeof CloneVoiceCreateRequest>, o: CallOptions = {}) =>
      post<CloneVoiceCreateResponse>('/ai/clone-voice/create', body, o),
    voiceList: (o: CallOptions = {}) =>
      post<VoiceListResponse>(
        '/ai/audio/list-v3',
        { audio_type: 'app' } satisfies z.input<typeof VoiceListRequest>,
        o,
      ),
    /** Where the server's check and conversion of an upload stand. */
    mediaStatus: (key: string, o: CallOptions = {}) => get<MediaStatus>('/ai/source/media', { key }, o),
    pexelsInfo: (id: z.input<typeof PexelsInfoQuery>['id'], o: CallOptions = {}) =>
      get<PexelsInfoResponse>('/ai/pexels/info', { id }, o),
    generateTask: (body: GenerateTaskRequest, o: CallOptions = {}) =>
      post<GenerateTaskResponse>('/ai/task/generate', body, o),
    taskDetail: (taskId: string, o: CallOptions = {}) =>
      get<TaskDetailResponse>('/ai/task/detail', { task_id: taskId }, o),
    library: (o: CallOptions = {}) => get<LibraryResponse>('/api/library', {}, o),
    template: (id: z.input<typeof TemplateParams>['id'], o: CallOptions = {}) =>
      get<unknown>(`/api/library/templates/${encodeURIComponent(id)}`, {}, o),
    ...projectCalls(client),
  };
}

type ProjectId = z.input<typeof ProjectParams>['id'];
const projectPath = (id: ProjectId, rest = '') => `/api/projects/${encodeURIComponent(id)}${rest}`;

/**
 * The projects kept on the server. A save whose revision is not the stored one rejects with
 * ApiError(code 409) whose cause, the answer, holds `data.revision` (the stored one).
 */
function projectCalls(client: ApiClient) {
  const send = <T>(method: RequestOptions['method'], api: string, body: object | FormData, o: CallOptions) =>
    client.request<T>(api, { method, body, ...pass(o) });
  const get = <T>(api: string, query: Record<string, string | number>, o: CallOptions) =>
    client.request<T>(api, { method: 'GET', query, ...pass(o) });
  return {
    projects: (o: CallOptions = {}) => get<ProjectListResponse>('/api/projects', {}, o),
    projectTrash: (o: CallOptions = {}) => get<TrashListResponse>('/api/projects', { trash: 1 }, o),
    project: (id: ProjectId, o: CallOptions = {}) => get<ProjectResponse>(projectPath(id), {}, o),
    saveProject: (id: ProjectId, body: z.input<typeof ProjectPutRequest>, o: CallOptions = {}) =>
      send<ProjectSaveResponse>('PUT', projectPath(id), body, o),
    trashProject: (id: ProjectId, o: CallOptions = {}) =>
      send<ProjectTrashResponse>('DELETE', projectPath(id), {}, o),
    restoreProject: (id: ProjectId, o: CallOptions = {}) =>
      send<ProjectRestoreResponse>('POST', projectPath(id, '/restore'), {}, o),
    projectHistory: (id: ProjectId, o: CallOptions = {}) =>
      get<ProjectHistoryResponse>(projectPath(id, '/history'), {}, o),
    restoreProjectRevision: (
      id: ProjectId,
      revision: z.input<typeof ProjectRevisionParams>['revision'],
      body: z.input<typeof HistoryRestoreRequest> = {},
      o: CallOptions = {},
    ) => send<ProjectSaveResponse>('POST', projectPath(id, `/history/${revision}/restore`), body, o),
    /** A PNG, JPEG or WebP frame grab; the owner reads it back with its token from `thumbnail_url`. */
    saveProjectThumbnail: (id: ProjectId, image: Blob, o: CallOptions = {}) => {
      const form = new FormData();
      form.append('file', image, 'thumbnail');
      return send<ProjectThumbnailResponse>('PUT', projectPath(id, '/thumbnail'), form, o);
    },
    /** The stored thumbnail image (the answer is the image itself); rejects with 404 when there is none. */
    projectThumbnail: (id: ProjectId, o: CallOptions = {}) =>
      client.requestBlob(projectPath(id, '/thumbnail'), pass(o)),
  };
}

export type Api = ReturnType<typeof createApi>;

function keep(client: ApiClient, pair: TokenPair): TokenPair {
  client.session.keep(pair);
  return pair;
}
