# gpuaxis: top-level targets, in the style of Octave Forge packages.
#   make dist     the release tarball gpuaxis-VERSION.tar.gz
#   make install  pkg install -local into PREFIX (default: your own Octave)
#   make demo     build, install, and run the demo (seed example, comparison)
#   make check    build, install into a temporary prefix, run every test
#   make check-versions  make check on Octave 9 (Debian 13) and 11 (sid), in
#                 chroots made from Debian's archive under VERSIONS_DIR
#                 (root; the chroots are kept for the next run)
#   make clean
# demo and check first install Octave (octave, octave-dev) with apt-get when
# it is missing, so both work on a fresh Debian machine (as root).
OCTAVE ?= octave-cli --no-history --norc
NAME := gpuaxis
VERSION := $(shell sed -n 's/^Version: *//p' DESCRIPTION)
DISTDIR ?= .
TARBALL := $(DISTDIR)/$(NAME)-$(VERSION).tar.gz
PKG_FILES := DESCRIPTION INDEX COPYING NEWS README.md Makefile post_install.m PKG_ADD PKG_DEL inst src

dist: $(TARBALL)
$(TARBALL): $(shell find inst src -type f ! -name '*.o' ! -name '*.mex' ! -name '*-tst' ! -name cuda.mk) DESCRIPTION INDEX NEWS post_install.m PKG_ADD PKG_DEL
	@rm -rf build/$(NAME)-$(VERSION) && mkdir -p build/$(NAME)-$(VERSION)
	@tar -cf - --exclude='*.o' --exclude='*.mex' --exclude='*.oct' --exclude='*-tst' --exclude=cuda.mk $(PKG_FILES) \
	  | tar -xf - -C build/$(NAME)-$(VERSION)
	tar -czf $@ -C build $(NAME)-$(VERSION)
	@rm -rf build

# PREFIX: where pkg install -local puts the package (default: Octave's own
# per-user place).
deps:
	@if ! command -v mkoctfile >/dev/null || ! command -v octave-cli >/dev/null; then \
	  echo "installing octave and octave-dev with apt-get"; \
	  DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq octave octave-dev >/dev/null; \
	fi

install: deps dist
	$(if $(PREFIX),mkdir -p $(PREFIX))
	$(OCTAVE) --eval '$(if $(PREFIX),pkg prefix $(PREFIX) $(PREFIX); pkg local_list $(PREFIX)/octave_packages;) pkg install -local -verbose $(TARBALL)'

demo: install
	$(OCTAVE) --eval '$(if $(PREFIX),pkg prefix $(PREFIX) $(PREFIX); pkg local_list $(PREFIX)/octave_packages;) pkg load gpuaxis; gpuaxis_demo'

check: deps
	bash tests/check.sh

VERSIONS_DIR ?= /var/tmp/gpuaxis-versions
VERSIONS ?= trixie sid
check-versions:
	bash tests/check-versions.sh $(VERSIONS_DIR) $(VERSIONS)

clean:
	$(MAKE) -C src clean
	$(MAKE) -C tests clean
	rm -rf build $(NAME)-*.tar.gz

.PHONY: deps dist install demo check check-versions clean
