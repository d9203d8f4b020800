import { ProfileName } from '../types';
import { Profile } from './profile';
import { rfc2141 } from './rfc2141';
import { rfc2141bis } from './rfc2141bis';
import { rfc8141 } from './rfc8141';

export const profiles: { readonly [P in ProfileName]: Profile<P> } = /* @__PURE__ */ Object.freeze({ rfc2141, rfc2141bis, rfc8141 });
