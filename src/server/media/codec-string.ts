/**
 * What a WebCodecs codec string tells about a video stream beyond its codec: the bit depth and, for H.264, the
 * profile. Browsers decode 8-bit H.264 only (High 10, 4:2:2 and 4:4:4 profiles are refused), so the profile
 * decides whether an H.264 upload is converted.
 */

/** H.264 profile_idc values above High whose streams browsers refuse: High 10, High 4:2:2, High 4:4:4. */
const AVC_PROFILES: Readonly<Record<number, { name: string; bitDepth: number | null }>> = {
  110: { name: 'High 10', bitDepth: 10 },
  122: { name: 'High 4:2:2', bitDepth: null },
  244: { name: 'High 4:4:4', bitDepth: null },
};

/** The H.264 profile_idc of 'avc1.PPCCLL' / 'avc3.PPCCLL'; undefined for other strings. */
export function avcProfile(codecString: string): number | undefined {
  const match = /^avc[13]\.([0-9a-f]{2})[0-9a-f]{4}$/i.exec(codecString);
  return match?.[1] === undefined ? undefined : parseInt(match[1], 16);
}

/** The name of an H.264 profile browsers do not decode, or undefined when they do. */
export function undecodableAvcProfile(codecString: string): string | undefined {
  const profile = avcProfile(codecString);
  return profile === undefined ? undefined : AVC_PROFILES[profile]?.name;
}

/** Bits per sample told by the codec string, or null when it does not tell. */
export function bitDepthOf(codecString: string): number | null {
  const [tag, ...fields] = codecString.split('.');
  switch (tag) {
    case 'avc1':
    case 'avc3': {
      const profile = avcProfile(codecString);
      if (profile === undefined) return null;
      return profile in AVC_PROFILES ? (AVC_PROFILES[profile]?.bitDepth ?? null) : 8;
    }
    case 'hvc1':
    case 'hev1': {
      // general_profile_idc, optionally after a profile-space letter: 1 Main (8-bit), 2 Main 10.
      const profile = Number(/^[A-C]?(\d+)$/.exec(fields[0] ?? '')?.[1]);
      return profile === 1 ? 8 : profile === 2 ? 10 : null;
    }
    case 'vp09': // vp09.PP.LL.DD
      return numberOrNull(fields[2]);
    case 'av01': // av01.P.LLT.DD
      return numberOrNull(fields[2]);
    case 'vp8':
      return 8;
    default:
      return null;
  }
}

function numberOrNull(field: string | undefined): number | null {
  const value = Number(field);
  return field !== undefined && Number.isInteger(value) && value > 0 ? value : null;
}
