#!/usr/bin/env bash
# Rebuilds every document of the HELD-OUT CV set from its source in src/.
#
# Held out: these documents were written blind on 2026-11-28, without running the CV import on
# them. Never tune the import to them, never run it on them except to measure (README.md).
#
# Not run by CI: the built PDF and DOCX files are committed beside their *.truth.json. Run it by
# hand after editing a source, check the output (README.md "Rebuilding") and commit the source,
# the built file and the truth together.
#
# Tools (Debian 12 packages): pandoc, libreoffice-writer(-nogui), texlive-latex-recommended,
# texlive-latex-extra (moderncv, paracol…), texlive-fonts-recommended (Charter, marvosym),
# texlive-lang-french, texlive-luatex, lmodern, fonts-liberation2, fonts-dejavu.
#
# Usage: corpus/cv-holdout/build.sh          rebuild every document
#        corpus/cv-holdout/build.sh 01 05    rebuild the documents whose number is given
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=../build-lib.sh
source ../build-lib.sh "$@"

build latex pdflatex 01-marechal-roy-sap-moderncv
build office docx 02-wierzbicki-cloud-sidebar-right
build pandoc docx 03-vautrin-pmo-definitions
build office docx 04-rakotoarisoa-java-table3
build office pdf 05-besnard-test-manager-dossier
build latex pdflatex 06-okafor-graduate-data-analyst
build office docx 07-garnier-infirmiere
build latex lualatex 08-santos-senior-data-engineer

echo "Built in $here. Check each file (README.md \"Rebuilding\") before committing."
