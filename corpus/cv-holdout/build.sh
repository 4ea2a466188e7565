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
here=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A private LibreOffice profile, so a running LibreOffice or another build does not interfere.
lo=(soffice "-env:UserInstallation=file://$work/lo-profile" --headless)

# LaTeX source → PDF. $1 = engine (pdflatex or lualatex), $2 = name without extension.
latex() {
  local engine=$1 name=$2
  mkdir -p "$work/$name" && cp "src/$name.tex" "$work/$name/"
  (cd "$work/$name" && for _ in 1 2; do "$engine" -interaction=nonstopmode -halt-on-error "$name.tex" >/dev/null; done)
  cp "$work/$name/$name.pdf" "$name.pdf"
}

# pandoc Markdown → DOCX (default reference document) or PDF (default LaTeX template, pdflatex).
# $1 = docx or pdf, $2 = name.
pandoc_to() {
  local format=$1 name=$2
  if [ "$format" = pdf ]; then
    pandoc "src/$name.md" --pdf-engine=pdflatex -o "$name.pdf"
  else
    pandoc "src/$name.md" -o "$name.docx"
  fi
}

# LibreOffice flat ODT → DOCX or PDF. $1 = docx or pdf, $2 = name.
office() {
  local format=$1 name=$2
  "${lo[@]}" --convert-to "$format" --outdir "$work/out" "src/$name.fodt" >/dev/null
  cp "$work/out/$name.$format" "$name.$format"
}

build() {
  local kind=$1 how=$2 name=$3
  wanted_one "$name" || return 0
  echo "== $name ($kind $how)"
  case $kind in
    latex) latex "$how" "$name" ;;
    pandoc) pandoc_to "$how" "$name" ;;
    office) office "$how" "$name" ;;
  esac
}

selection=("$@")
wanted_one() { [ ${#selection[@]} -eq 0 ] || [[ " ${selection[*]} " == *" ${1%%-*} "* ]]; }

build latex pdflatex 01-marechal-roy-sap-moderncv
build office docx 02-wierzbicki-cloud-sidebar-right
build pandoc docx 03-vautrin-pmo-definitions
build office docx 04-rakotoarisoa-java-table3
build office pdf 05-besnard-test-manager-dossier
build latex pdflatex 06-okafor-graduate-data-analyst
build office docx 07-garnier-infirmiere
build latex lualatex 08-santos-senior-data-engineer

echo "Built in $here. Check each file (README.md \"Rebuilding\") before committing."
