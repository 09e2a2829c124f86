import * as z from 'zod/mini';
import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The one zod of src/domain, and so of the storefront: Zod Mini, the same parsing engine as the
 * classic API but with functions in place of methods, so a bundle keeps only what the schemas use
 * (issue 12: the classic API was 87 KB of the first visit). Mini loads no locale: English is set
 * here so every message zod writes itself ('Too big: expected string to have <=32 characters')
 * reads as it did with the classic API. `config`, not `z.config`: vite.config marks every `z.…()`
 * call pure, and the bundler would drop this one.
 */
config(en());

export { z };
