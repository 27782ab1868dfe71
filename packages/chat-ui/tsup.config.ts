import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

export default defineConfig(shared);
