/**
 * Business constants and limits of the product, defined once (spec §9) and imported everywhere.
 * Durations are in the unit their name says; nothing here is configurable at run time.
 */

/** spec §9: at most 50 files can be selected for a bulk action (download, reminder, status). */
export const SELECTION_LIMIT = 50;
/** spec §9: password reset and account activation links are valid 12 hours. */
export const RESET_LINK_VALIDITY_HOURS = 12;
/** spec §4, §9: a file is outdated after 6 months without update. */
export const OUTDATED_AFTER_MONTHS = 6;
/** spec §4, §9: the access token is refreshed before an API call when it expires within 5 s. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 5;
/** spec §4, §9: the session popup shows when the refresh token has 180 s or less left. */
export const SESSION_POPUP_THRESHOLD_SECONDS = 180;
/** spec §4, §9: the refresh-token expiry is checked every 120 s. */
export const SESSION_CHECK_INTERVAL_SECONDS = 120;
/** spec §9: toast durations in milliseconds (default 3 s; 5 s; 20 s for failed updates). */
export const TOAST_MS = { short: 3000, medium: 5000, long: 20000 } as const;
/**
 * The phone number every hint and error shows as an example (issue #26 §26: one example, so the
 * add-candidate hint and its error agree), in the international format of the spec §5 phone rule.
 * Messages name it `{{phoneExample}}` (`MESSAGE_VARIABLES`); fields show it as their placeholder.
 */
export const PHONE_EXAMPLE = '+33 6 12 34 56 78';

/** spec §9: redirect delays after the phone is added on /login-admin, in milliseconds. */
export const LOGIN_ADMIN_REDIRECT_MS = { withPhone: 3000, withoutPhone: 5000 } as const;
/** spec §5, §9: experience time limits per profession. */
export const MAX_EXPERIENCE_MONTHS = 600;
export const MAX_EXPERIENCE_YEARS = 50;
/** spec §5, §9: at most 3 different professions (jobs). */
export const MAX_JOBS = 3;
/** spec §5, §9: the desired position (job field) holds at most 70 characters. */
export const JOB_NAME_MAX = 70;
/** spec §5, §9: diploma title and school are capped at 200 and truncated to 199 when over. */
export const DIPLOMA_TEXT_CAP = 200;
export const DIPLOMA_TEXT_TRUNCATE_TO = 199;
/** spec §9: description counters, in characters: project 200, experience context 90. */
export const PROJECT_DESCRIPTION_MAX = 200;
export const EXPERIENCE_CONTEXT_MAX = 90;
/**
 * issue #28 §2: the professional summary of mission 2, "a short paragraph", holds at most 800
 * characters (docs/decisions.md "The professional summary": five to eight sentences, about eight
 * lines of the PDF's body text, so the file's first page still shows its professions and skills).
 */
export const SUMMARY_MAX = 800;
/** spec §5: a functional (soft) skill holds at least 3 characters. */
export const SOFT_SKILL_MIN = 3;
/** spec §9: PKCE verifier length (RFC 7636 allows 43–128). */
export const PKCE_VERIFIER_LENGTH = 96;
/** spec §9: a pending login state is kept 60 minutes. */
export const PENDING_LOGIN_STATE_MINUTES = 60;
/** spec §9: single sign-on realm and public client. */
export const OIDC_REALM = 'highlight';
export const OIDC_CLIENT_ID = 'front';
/** spec §9: default locale French, fallback English. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export const FALLBACK_LOCALE: Locale = 'en';

/*
 * Bounds on what a skills file may hold (issue #8; docs/decisions.md "Bounds of a skills file").
 * Not in the spec: chosen generous for any real career (a 45-year career with a new client every
 * year fits) and small enough that the largest allowed file renders as a PDF in well under 2 s
 * and fits in one request body. A PATCH above any of them gets 400 naming the limit.
 */
/** Experiences in mission 5. */
export const MAX_EXPERIENCES = 60;
/** Projects within one experience. */
export const MAX_PROJECTS_PER_EXPERIENCE = 15;
/** Projects over all experiences. */
export const MAX_PROJECTS = 150;
/** Skills of a project's technical environment. */
export const MAX_ENVIRONMENT_SKILLS = 30;
/** Sub-sectors of a project. */
export const MAX_PROJECT_SUB_SECTORS = 10;
/** Domains of mission 3. */
export const MAX_SKILL_DOMAINS = 30;
/** Skills within one domain of mission 3. */
export const MAX_SKILLS_PER_DOMAIN = 60;
/** Skills of mission 3 over all domains. */
export const MAX_TECHNICAL_SKILLS = 200;
/** Functional skills of mission 4. */
export const MAX_SOFT_SKILLS = 40;
/** Diplomas and certifications of mission 6. */
export const MAX_DIPLOMAS = 40;
/** Languages of mission 7. */
export const MAX_LANGUAGES = 20;
/** Characters of short texts: company, position, project name, catalogue labels. */
export const SHORT_TEXT_MAX = 120;
/** Issue #9: a search text of at most 200 characters (longer gets a clear 400). */
export const SEARCH_TEXT_MAX = 200;
/** Issue #9: at most 20 values per dashboard filter (facet). */
export const FILTER_VALUES_MAX = 20;
/** Issue #9 client request: at most 20,000 characters of pasted text (a long tender). */
export const MATCH_TEXT_MAX = 20_000;
/**
 * Issue #9 client request: at most 40 requested skills. Issue #27: real postings name up to 35
 * (a third of the development set names more than 20); a text naming more keeps its required
 * skills first (`matchPeople`).
 */
export const MATCH_SKILLS_MAX = 40;
/** Issue #9 client request: at most 200 people answered. */
export const MATCH_LIMIT_MAX = 200;
/** Issue #27 §4: characters of a saved client request's title. */
export const CLIENT_REQUEST_TITLE_MAX = 200;
/** Issue #27 §4: saved client requests listed per page, at most. */
export const CLIENT_REQUEST_PAGE_SIZE_MAX = 100;
/** Characters of a functional skill. */
export const SOFT_SKILL_MAX = 80;
/**
 * Bytes of a JSON request body. The largest allowed file (every bound above at its maximum with
 * realistic texts) serialises to about 480 KB; anything above 1 MiB is refused with 413.
 */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;
/**
 * issue #26 §1: the deepest nesting of arrays and objects a JSON request body may have. The deepest
 * body the API accepts (the largest skills file: experiences → projectExperiences → environment →
 * skills) nests 7 levels; past this bound the body is refused with 400 before
 * it is parsed, so no recursive walk (zod, the input normalisation) ever meets a deep value.
 */
export const JSON_BODY_DEPTH_MAX = 32;
/**
 * issue #26 §1: the most object members plus array items a JSON request body may hold. The largest
 * skills file the bounds allow (every list full) holds 22,436; past this bound, 400 before parsing.
 */
export const JSON_BODY_ENTRIES_MAX = 50_000;
/** Bytes of a JSON Resume file imported from Home (issue #8). */
export const JSON_RESUME_IMPORT_MAX_BYTES = 1024 * 1024;
/** Skills a document may be tailored to (`focus`, issue #8). */
export const MAX_FOCUS_SKILLS = 20;

/** issue #9: an update request's optional comment (spec §3 reminder entry), at most this many characters. */
export const REMINDER_COMMENT_MAX = 1000;

/** Longest email address accepted (RFC 5321 §4.5.3.1.3: a path holds at most 256 octets, 254 of address). */
export const EMAIL_MAX = 254;

/** issue #9: identity-provider users listed per change-roles search (spec §7 `GET /oidcUsers`). */
export const IDENTITY_USERS_LIMIT = 20;

/*
 * Issue #10 §3 "Bad input": bounds that keep any value the API accepts storable and printable.
 */
/** The earliest month a resume date may name (`YYYY-MM`). */
export const EARLIEST_MONTH = '1900-01';
/** Resume dates name at most this many years after the current year (December of that year). */
export const FUTURE_YEARS_MAX = 10;
/**
 * issue #26 §16: a diploma may be saved with a graduation month at most this many months after the
 * current month (a student in their final year lists the diploma they are preparing); experiences
 * and certifications may not be after the current month (docs/decisions.md "Dates in the future").
 */
export const DIPLOMA_AHEAD_MONTHS_MAX = 12;
/** A resume's version stays a PostgreSQL `integer` (2^31 − 1); beyond it the client is wrong. */
export const VERSION_MAX = 2 ** 31 - 1;

/*
 * Issue #28 §1, §6: bounds of an imported CV (PDF or DOCX), checked by the format readers in the
 * document worker pool before and while the file is read; past one, a localised error and nothing kept.
 */
/** Bytes of an uploaded CV (413 `PAYLOAD_TOO_LARGE` above). */
export const CV_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Pages of a CV: a PDF's page count, a DOCX's `docProps/app.xml` Pages (`CV_TOO_MANY_PAGES`). */
export const CV_IMPORT_MAX_PAGES = 20;
/**
 * Characters of text a CV may hold, whatever its format says of its pages: twenty dense pages hold
 * about 100,000; a DOCX without a page count (or lying about it) is bounded by this
 * (`CV_TOO_MANY_PAGES`).
 */
export const CV_IMPORT_MAX_CHARACTERS = 200_000;
/** Paragraphs of a DOCX (table cells' included): twenty pages of one-line cells hold about 2,000. */
export const CV_IMPORT_MAX_PARAGRAPHS = 5000;
/**
 * A DOCX is a ZIP: the sum of its entries' declared sizes, and the bytes actually inflated while it
 * is read (a header may lie), stay under this (`CV_TOO_LARGE_UNCOMPRESSED`, ZIP bombs). A 20-page
 * CV's XML is under 2 MB, and its images, compressed already, declare about their stored size.
 */
export const CV_IMPORT_MAX_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;
/** Entries of a DOCX's ZIP (a CV holds 10 to 40; `CV_TOO_LARGE_UNCOMPRESSED` above). */
export const CV_IMPORT_MAX_ZIP_ENTRIES = 1000;
/**
 * Pixels of one image of a PDF that the reader decodes (it looks at images only to know what lies
 * under the text, for text drawn in the background's colour); larger ones are skipped undecoded.
 */
export const CV_IMPORT_MAX_IMAGE_PIXELS = 4_000_000;
/*
 * Bounds on the work a CV's structure may ask for (docs/security.md "Uploaded documents"): checked
 * as the reader goes, before the work grows, each refusing with `CV_TOO_COMPLEX`. Each is set far
 * above what real CVs need, measured on the development corpora (../shared/cv-corpus).
 */
/**
 * Open elements of one DOCX XML part at a time. Real Word documents nest 5 to 21 levels (body,
 * table, row, cell, content control, paragraph, run, text box and its drawing's wrappers); 256
 * leaves more than ten times that. The XML parser's namespace lookup walks the open elements, so
 * its cost grows with the square of the depth: 30,000 nested content controls held a worker 20 s.
 */
export const CV_IMPORT_MAX_XML_DEPTH = 256;
/**
 * Elements of all the XML parts a DOCX reader reads, together. A two-page Word CV holds 1,000 to
 * 7,000 in its body, styles and numbering; twenty pages of the densest stay under 100,000.
 */
export const CV_IMPORT_MAX_XML_ELEMENTS = 500_000;
/**
 * Bytes a PDF's compressed streams other than images inflate to, together, checked before the PDF
 * library opens the file: page contents, forms and fonts, which it reads whole. Real CVs inflate
 * 30 KB to 1.6 MB of them. Images are left to the library, which decodes one only up to
 * `CV_IMPORT_MAX_IMAGE_PIXELS` (a CV drawn on Canva holds 100 MB of inflated images, most of them
 * too large to be decoded).
 */
export const CV_IMPORT_MAX_PDF_INFLATED_BYTES = 16 * 1024 * 1024;
/**
 * Drawing operators of one PDF page, and of the whole document, counted as the PDF library hands
 * them over. The densest real page (an HTML builder drawing each glyph's outline) holds 114,000,
 * most pages 500 to 5,000. A form drawn by a form drawn by a form multiplies operators without any
 * stream growing: these bound it.
 */
export const CV_IMPORT_MAX_PDF_PAGE_OPERATORS = 250_000;
export const CV_IMPORT_MAX_PDF_OPERATORS = 600_000;
